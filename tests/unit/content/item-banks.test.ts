import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PackageError, readPackage } from '../../../infra/content/read-package';

/** Item banks: an element draws from a named bank; the importer refuses a test that cannot measure. */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bank-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(body));
  return dir;
}

const question = (question_id: number, domain: 'R' | 'W' | 'L' | 'S', qlevel: number) => ({
  question_id,
  type: 'SA',
  domain,
  qlevel,
  question: `Question ${question_id}`,
  correct_answers: ['yes'],
  level_basis: 'CEFR A2: finds predictable information in simple everyday material.',
});
const test = (extra: Record<string, unknown>) => ({
  element_id: 10,
  element_name: 'Final test',
  element_description: 'The final test.',
  element_theme: 'Challenge',
  element_type: 'S',
  questions: [1],
  ...extra,
});
const course = (element: unknown) => ({
  course_id: 9002,
  course_name: 'T',
  title: 'T',
  category: 'T',
  description: 'T',
  domain: 'R',
  learningOutcomes: 'T',
  courseType: 'online',
  units: [{ order: 1, unit_name: 'U', elements: [element] }],
});
const skills = ['R', 'W', 'L'] as const;
const fullBank = {
  bank: 'small',
  description: 'Two questions per skill at every level.',
  questions: Array.from({ length: 72 }, (_, i) =>
    question(90001 + i, skills[Math.floor(i / 24)]!, 1 + Math.floor((i % 24) / 2)),
  ),
};

function problems(pkg: string, banks: string): string[] {
  try {
    readPackage(pkg, banks);
  } catch (error) {
    if (error instanceof PackageError) return error.problems;
    throw error;
  }
  return [];
}

describe('item banks', () => {
  it('adds the bank’s questions to the package and to the element that names it', () => {
    const banks = folder({ 'small.json': fullBank });
    const read = readPackage(
      folder({ 'course.json': course(test({ bank: 'small' })), 'questions.json': [question(1, 'R', 6)] }),
      banks,
    );
    expect(read.content.course.units[0]!.elements[0]!.questions).toHaveLength(73);
    expect(read.content.questions.map((q) => q.question_id)).toContain(90072);
  });

  it('refuses a summative test whose questions cannot reach the SE target, naming the levels', () => {
    const found = problems(
      folder({ 'course.json': course(test({})), 'questions.json': [question(1, 'R', 6)] }),
      folder({}),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^course\.json: units\.0\.elements\.0: this test cannot reach the standard error target 0\.62 within 20 questions at level 1 \(SE \d\.\d\d\), /,
    );
    expect(found[0]).toContain('add questions near those levels or name a bank ("bank": "general")');
  });

  it('refuses a bank short of questions at some level for a skill the test covers', () => {
    const banks = folder({
      'small.json': { ...fullBank, questions: fullBank.questions.filter((q) => q.domain !== 'R' || q.qlevel !== 7) },
    });
    expect(
      problems(
        folder({ 'course.json': course(test({ bank: 'small' })), 'questions.json': [question(1, 'W', 6)] }),
        banks,
      ),
    ).toContain(
      'course.json: units.0.elements.0: skill R needs at least 2 questions at every level 1–12; short at level 7',
    );
  });

  it('adds the questions of every bank an element names, and checks Speaking like the other skills', () => {
    const speaking = {
      bank: 'talk',
      description: 'Read-aloud sentences.',
      questions: Array.from({ length: 24 }, (_, i) => question(95001 + i, 'S', 1 + Math.floor(i / 2))),
    };
    const banks = folder({ 'small.json': fullBank, 'talk.json': speaking });
    const read = readPackage(
      folder({ 'course.json': course(test({ bank: ['small', 'talk'] })), 'questions.json': [question(1, 'R', 6)] }),
      banks,
    );
    expect(read.content.course.units[0]!.elements[0]!.questions).toHaveLength(1 + 72 + 24);
    const short = folder({
      'small.json': fullBank,
      'talk.json': { ...speaking, questions: speaking.questions.filter((q) => q.qlevel !== 4) },
    });
    expect(
      problems(
        folder({ 'course.json': course(test({ bank: ['small', 'talk'] })), 'questions.json': [question(1, 'R', 6)] }),
        short,
      ),
    ).toContain(
      'course.json: units.0.elements.0: skill S needs at least 2 questions at every level 1–12; short at level 4',
    );
  });

  it('refuses a bank that is missing, a bank question without its level basis, and an id clash', () => {
    const pkgFor = (bank: string, own = question(1, 'R', 6)) =>
      folder({ 'course.json': course(test({ bank })), 'questions.json': [own] });
    const banks = folder({});
    expect(problems(pkgFor('nowhere'), banks)).toEqual([
      `course.json: units.0.elements.0.bank: bank "nowhere" is not in ${path.basename(banks)}/`,
    ]);
    const noBasis = folder({
      'small.json': {
        ...fullBank,
        questions: fullBank.questions.map((q, i) => (i === 0 ? { ...q, level_basis: undefined } : q)),
      },
    });
    expect(problems(pkgFor('small'), noBasis)).toContain(
      'banks/small.json: questions.0.level_basis: say which CEFR descriptor puts it at level 1',
    );
    expect(problems(pkgFor('small', question(90001, 'R', 6)), folder({ 'small.json': fullBank }))).toContain(
      'course.json: units.0.elements.0.bank: question 90001 of bank "small" has the id of a question in questions.json',
    );
  });

  it("reads a listening question's audio from the bank's media folder, and refuses one that is missing or outside it", () => {
    const withAudio = (media: string) => ({
      ...fullBank,
      questions: fullBank.questions.map((q, i) => (i === 48 ? { ...q, media } : q)),
    });
    const pkg = () =>
      folder({ 'course.json': course(test({ bank: 'small' })), 'questions.json': [question(1, 'R', 6)] });
    const banks = folder({ 'small.json': withAudio('media/banks/small/l-90049.ogg') });
    mkdirSync(path.join(banks, 'media', 'small'), { recursive: true });
    writeFileSync(path.join(banks, 'media', 'small', 'l-90049.ogg'), 'OggS');
    expect(readPackage(pkg(), banks).media).toEqual([
      {
        file: 'media/banks/small/l-90049.ogg',
        limited: false,
        source: path.join(banks, 'media', 'small', 'l-90049.ogg'),
      },
    ]);

    const missing = folder({ 'small.json': withAudio('media/banks/small/l-90049.ogg') });
    expect(problems(pkg(), missing)).toContain(
      'questions.json: 49.media: media/banks/small/l-90049.ogg is not in the package',
    );
    const elsewhere = folder({ 'small.json': withAudio('media/l-90049.ogg') });
    expect(problems(pkg(), elsewhere)).toContain(
      "banks/small.json: questions.48.media: a bank's media is media/banks/small/<file>, kept in banks/media/small/",
    );
  });
});
