import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What speech costs on AWS per 1,000 adult learner-months, before and after known-text answers left
 * Transcribe for the speech aligner (docs/performance.md "Spoken answers: cost"; decision 381). The
 * usage is the seeded adult speaking content (every spoken question of the adult courses answered
 * once a month), with the assumptions below written out; prices are AWS's list prices
 * (Transcribe standard and streaming, first tier, $0.024 a minute, billed per second with a
 * 15-second minimum per request; Lambda on Arm $0.0000133334 a GB-second and $0.20 a million requests).
 */
const TRANSCRIBE_PER_MINUTE = 0.024;
const TRANSCRIBE_MINIMUM_SECONDS = 15;
const LAMBDA_GB_SECOND = 0.0000133334;
const LAMBDA_REQUEST = 0.2 / 1_000_000;
/**
 * The aligner's memory (infra/api/speech-aligner.ts) and its time: a start-up plus a share of the audio (measured
 * offline: about 0.15 s a second of speech for the two decodes side by side).
 */
const ALIGNER_GB = 2;
const ALIGNER_SECONDS = (audio: number) => 0.4 + 0.15 * audio;

/** The adult courses with spoken questions (infra/content/packages). */
const ADULT_PACKAGES = ['everyday-english', 'live-spoken', 'speaking-drills', 'coach-interview'];
/** Re-recordings per recording (3 chances, a poor first answer recorded again): assumed. */
const RERECORDS = 0.5;
/** Typical length of a recording, seconds: a VK word or a gap, a read sentence or short answer, an open talk. */
const SECONDS = { word: 2, sentence: 5, open: 45 };

interface Usage {
  known: number[];
  open: number[];
}

function adultUsage(root: string): Usage {
  const usage: Usage = { known: [], open: [] };
  for (const pkg of readdirSync(join(root, 'infra/content/packages')).filter((p) => ADULT_PACKAGES.includes(p))) {
    const questions = JSON.parse(
      readFileSync(join(root, 'infra/content/packages', pkg, 'questions.json'), 'utf8'),
    ) as Array<{ type: string; domain?: string; correct_answers?: string[] }>;
    for (const q of questions) {
      const spoken = q.domain === 'S' || q.type === 'VK' || q.type === 'IELTS' || q.type === 'Cloze_with_conversation';
      if (!spoken) continue;
      if (q.type === 'IELTS') usage.open.push(SECONDS.open);
      else if (q.type === 'VK' || q.type === 'Cloze_with_conversation')
        for (const _ of q.correct_answers ?? []) usage.known.push(SECONDS.word);
      else usage.known.push(SECONDS.sentence);
    }
  }
  return usage;
}

/** Billed minutes a month: each recording (and each re-recording, a request of its own) at least 15 s. */
const billed = (seconds: readonly number[]) =>
  ((1 + RERECORDS) * seconds.reduce((sum, s) => sum + Math.max(TRANSCRIBE_MINIMUM_SECONDS, s), 0)) / 60;

export interface SpeechCost {
  recordings: { known: number; open: number };
  before: { transcribeMinutes: number; dollars: number };
  after: { transcribeMinutes: number; alignerDollars: number; dollars: number };
  /** Share of Transcribe minutes saved. */
  fall: number;
}

/** Per 1,000 adult learner-months. */
export function speechCost(root: string): SpeechCost {
  const usage = adultUsage(root);
  const per1000 = 1000;
  const beforeMinutes = (billed(usage.known) + billed(usage.open)) * per1000;
  const afterMinutes = billed(usage.open) * per1000;
  const alignerDollars =
    (1 + RERECORDS) *
    usage.known.reduce((sum, s) => sum + ALIGNER_GB * ALIGNER_SECONDS(s) * LAMBDA_GB_SECOND + LAMBDA_REQUEST, 0) *
    per1000;
  return {
    recordings: {
      known: Math.round(usage.known.length * (1 + RERECORDS)),
      open: Math.round(usage.open.length * (1 + RERECORDS)),
    },
    before: {
      transcribeMinutes: Math.round(beforeMinutes),
      dollars: Math.round(beforeMinutes * TRANSCRIBE_PER_MINUTE),
    },
    after: {
      transcribeMinutes: Math.round(afterMinutes),
      alignerDollars: Math.round(alignerDollars * 100) / 100,
      dollars: Math.round(afterMinutes * TRANSCRIBE_PER_MINUTE + alignerDollars),
    },
    fall: 1 - afterMinutes / beforeMinutes,
  };
}
