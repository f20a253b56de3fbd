import { join } from 'node:path';
import { GIBBERISH, KNOWN_ITEMS, OPEN_ITEMS, REAL_DIR, REAL_ITEMS, type KnownType } from './manifest';
import { NOISES, noiseOnly, realRecording, say, VOICES, withNoise, type Noise } from './generate';
import { halves, type Half } from './split';

/**
 * The speech test set's cases: a recording and what the learner was asked to say. Each known-text
 * item gives, for every voice and noise level: the text said right; one word substituted (for VK
 * the other word of a minimal pair); words dropped (sentences); a different sentence (another item
 * of the same kind). Open tasks give an answer on the topic, one on another task's topic, and
 * unintelligible speech. The noise-only recordings must all be refused.
 */
export type Label =
  'correct' | 'substituted' | 'dropped' | 'different' | 'on-topic' | 'off-topic' | 'gibberish' | 'noise';

export interface SpeechCase {
  id: string;
  kind: 'known' | 'open' | 'noise';
  type: KnownType | 'open' | 'noise';
  label: Label;
  voice: string;
  clear: boolean;
  noise: Noise;
  samples: () => Int16Array;
  /** Known text: the accepted texts. Open: the task, prompt and model answer. */
  texts: string[];
  /** A VK word's question-mates (manifest.ts). */
  mates?: string[];
}

const OPEN_VOICES = ['flite-slt', 'flite-awb', 'espeak-en-us'];

export function speechCases(
  half: Half,
  options: { voices?: readonly string[]; noises?: readonly Noise[]; kinds?: ReadonlyArray<SpeechCase['kind']> } = {},
): SpeechCase[] {
  const voices = VOICES.filter((v) => !options.voices || options.voices.includes(v.id));
  const noises = NOISES.filter((n) => !options.noises || options.noises.includes(n));
  const known = halves(KNOWN_ITEMS)[half];
  const open = halves(OPEN_ITEMS)[half];
  const cases: SpeechCase[] = [];
  let seed = 1;
  for (const voice of voices) {
    for (const noise of noises) {
      const base = { voice: voice.id, clear: voice.clear, noise };
      const audio = (text: string) => {
        const s = seed++;
        return () => withNoise(say(text, voice), noise, s);
      };
      known.forEach((item, k) => {
        const other = known
          .slice(k + 1)
          .concat(known.slice(0, k))
          .find((o) => o.type === item.type && o.text !== item.text && o.substituted !== item.text);
        const variants: Array<[Label, string | undefined]> = [
          ['correct', item.text],
          ['substituted', item.substituted],
          ['dropped', item.dropped],
          ['different', other?.text],
        ];
        for (const [label, said] of variants) {
          if (said)
            cases.push({
              ...base,
              id: `${item.id}/${label}/${voice.id}/${noise}`,
              kind: 'known',
              type: item.type,
              label,
              samples: audio(said),
              texts: [item.text],
              ...(item.mates ? { mates: item.mates } : {}),
            });
        }
      });
      // Open answers are recognised freely (seconds each, and a minute on a loaded machine): two
      // flite voices and one of espeak-ng.
      if (OPEN_VOICES.includes(voice.id))
        open.forEach((item, k) => {
          const other = open[(k + 1) % open.length]!;
          const task = [item.task, item.model];
          cases.push({
            ...base,
            id: `${item.id}/on-topic/${voice.id}/${noise}`,
            kind: 'open',
            type: 'open',
            label: 'on-topic',
            samples: audio(item.answer),
            texts: task,
          });
          if (other !== item)
            cases.push({
              ...base,
              id: `${item.id}/off-topic/${voice.id}/${noise}`,
              kind: 'open',
              type: 'open',
              label: 'off-topic',
              samples: audio(other.answer),
              texts: task,
            });
          cases.push({
            ...base,
            id: `${item.id}/gibberish/${voice.id}/${noise}`,
            kind: 'open',
            type: 'open',
            label: 'gibberish',
            samples: audio(GIBBERISH[k % GIBBERISH.length]!),
            texts: task,
          });
        });
    }
  }
  for (const noise of noises) {
    const real = halves(REAL_ITEMS)[half];
    real.forEach((item, k) => {
      const base = { voice: 'real', clear: true, noise };
      const recording = (path: string) => {
        const s = seed++;
        return () => withNoise(realRecording(join(REAL_DIR, path)), noise, s);
      };
      const other = real[(k + 1) % real.length]!;
      // A real recording says one text: a wrong answer is that recording against a text it does not say.
      const variants: Array<[Label, string | undefined, string]> = [
        ['correct', item.text, item.file],
        ['substituted', item.substituted, item.file],
        ['dropped', item.longer, item.file],
        ['different', other !== item ? other.text : undefined, item.file],
      ];
      for (const [label, expected, file] of variants) {
        if (expected)
          cases.push({
            ...base,
            id: `${item.id}/${label}/real/${noise}`,
            kind: 'known',
            type: 'read',
            label,
            samples: recording(file),
            texts: [expected],
          });
      }
    });
  }
  for (const n of noiseOnly())
    cases.push({
      id: `noise/${n.id}`,
      kind: 'noise',
      type: 'noise',
      label: 'noise',
      voice: 'none',
      clear: false,
      noise: 'clean',
      samples: () => n.samples,
      texts: ['Good morning'],
    });
  return cases.filter((c) => !options.kinds || options.kinds.includes(c.kind));
}
