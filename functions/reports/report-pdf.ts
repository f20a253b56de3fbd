import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfKit } from '../lib/load-pdf-kit';
import type { AnswerFeedback, LevelResult } from '#shared/api/contract-assessment';
import { winAnsi } from '../lib/pdf-text';
import { levelEndNote } from '#shared/scoring/level-bands';
import { formatIn } from '#shared/text/dates';
import { scoreLine, scoreView } from '#shared/scoring/score-view';
import { reportAnswer, type ReportQuestion } from './report-answers';

/**
 * The detailed report of a test (spec 02 §7 detailreport): levels per skill with their ranges, each
 * question's result with the learner's answer and the correct one, the writing and speaking
 * feedback, and next steps for the weakest skill. A4 portrait, as many pages as it needs.
 */
export interface ReportContent {
  learnerName: string;
  testName: string;
  finishedOn: string;
  levels: LevelResult;
  answers: Array<{ number: number; question: ReportQuestion | undefined; feedback: AnswerFeedback }>;
}

const skillNames = { R: 'Reading', W: 'Writing', L: 'Listening', S: 'Speaking' } as const;
const nextSteps: Record<keyof typeof skillNames, string> = {
  R: 'Read a short article every day and note three new words with their meaning.',
  W: 'Write five sentences a day about your day, then check them for tense and articles.',
  L: 'Listen to a two-minute clip daily and write down what you understood.',
  S: 'Record yourself answering one question a day and compare it with the model answer.',
};

class Writer {
  private page: PDFPage;
  private y = 800;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly ink: Color,
  ) {
    this.page = doc.addPage([595, 842]);
  }

  line(raw: string, options: { size?: number; strong?: boolean; gap?: number; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.strong ? this.bold : this.regular;
    const width = 495 - (options.indent ?? 0);
    for (const part of wrap(winAnsi(raw), font, size, width)) {
      if (this.y < 60) {
        this.page = this.doc.addPage([595, 842]);
        this.y = 800;
      }
      this.page.drawText(part, { x: 50 + (options.indent ?? 0), y: this.y, size, font, color: this.ink });
      this.y -= size + 4;
    }
    this.y -= options.gap ?? 0;
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

// A range of one level ('likely 1 to 1') says nothing the level does not: only a true range is printed.
const level = (value: number | null, range: readonly [number, number] | null) =>
  value === null
    ? 'not measured (too few answers)'
    : `${value} of 12${range && range[0] !== range[1] ? ` (likely ${range[0]} to ${range[1]})` : levelEndNote(value) ? `, ${levelEndNote(value)}` : ''}`;

/** A sentence ends with one full stop, whatever the message ended with. */
const sentence = (text: string) => text.trim().replace(/[.\s]*$/, '.');

/** 'Your answer: without' on one line; several options or gaps each on a line of their own. */
function answerLines(w: Writer, label: string, lines: string[]): void {
  if (lines.length === 1) return w.line(`${label}: ${lines[0]}`, { indent: 10 });
  w.line(`${label}:`, { indent: 10 });
  for (const line of lines) w.line(`- ${line}`, { indent: 20 });
}

export async function reportPdf(c: ReportContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfKit();
  const doc = await PDFDocument.create();
  doc.setTitle(`Fluentia report: ${c.testName}`);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    rgb(0.1, 0.1, 0.15),
  );
  w.line('Fluentia test report', { size: 20, strong: true, gap: 6 });
  w.line(`${c.learnerName} · ${c.testName} · ${formatIn(`${c.finishedOn}T12:00:00Z`, 'date', 'UTC')}`, {
    size: 11,
    gap: 10,
  });
  w.line(`Overall: ${level(c.levels.o_level, c.levels.o_level_range)}${c.levels.band ? `, ${c.levels.band}` : ''}`, {
    size: 12,
    strong: true,
    gap: 4,
  });
  const skillLevels = {
    R: [c.levels.r_level, c.levels.r_level_range],
    W: [c.levels.w_level, c.levels.w_level_range],
    L: [c.levels.l_level, c.levels.l_level_range],
    S: [c.levels.s_level, c.levels.s_level_range],
  } as const;
  for (const [k, name] of Object.entries(skillNames) as Array<[keyof typeof skillNames, string]>)
    w.line(`${name}: ${level(skillLevels[k][0], skillLevels[k][1])}`, { indent: 10 });
  w.line('', { gap: 6 });
  w.line('Your answers', { size: 13, strong: true, gap: 4 });
  for (const a of c.answers) {
    const f = a.feedback;
    const view = scoreView(f);
    w.line(`Question ${a.number} · ${skillNames[f.domain]} · ${scoreLine(view)}`, { strong: true });
    const read = reportAnswer(a.question, f);
    for (const paragraph of read.question) w.line(paragraph, { indent: 10 });
    answerLines(w, 'Your answer', read.given.length ? read.given : ['No answer']);
    // The right answer where it helps: beside an answer that was not fully right.
    if (read.correct.length && view.tone !== 'correct')
      answerLines(w, read.correct.length > 1 ? 'Correct answers' : 'Correct answer', read.correct);
    for (const issue of f.feedback_object?.issues?.slice(0, 3) ?? [])
      w.line(`Writing: ${sentence(issue.message)}`, { indent: 10 });
    if (f.speech) {
      const flagged = f.speech.words.filter((x) => x.flagged).map((x) => x.word);
      w.line(
        `Speaking: ${f.speech.overall} out of 100 (${f.speech.band}), ${f.speech.wpm} words a minute.${flagged.length ? ` Words to practise: ${flagged.slice(0, 8).join(', ')}.` : ''}`,
        { indent: 10 },
      );
    }
    w.line('', { gap: 2 });
  }
  const measured = (Object.keys(skillNames) as Array<keyof typeof skillNames>).filter(
    (k) => skillLevels[k][0] !== null,
  );
  const weakest = measured.sort((x, y) => (skillLevels[x][0] as number) - (skillLevels[y][0] as number))[0];
  w.line('Next steps', { size: 13, strong: true, gap: 4 });
  w.line(
    weakest
      ? `${skillNames[weakest]} is the skill to grow next. ${nextSteps[weakest]}`
      : 'Take a longer test to measure each skill, then follow the next steps it suggests.',
  );
  return doc.save();
}
