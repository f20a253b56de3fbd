import { grammarDictionary } from '../../functions/speech/align/grammar';
import { pronounce } from '../../functions/speech/align/lexicon';
import { decodeWithGrammars } from '../../functions/speech/align/sphinx-batch';
import { KNOWN_ITEMS } from './manifest';
import { NOISES, say, VOICES, withNoise } from './generate';
import { auc } from './metrics';
import { halves, type Half } from './split';

/**
 * What the acoustic model itself can tell apart, whatever the scorer: each VK recording (the word
 * said, or its minimal pair said) is decoded twice, forced to the word and forced to its pair, and
 * the better fit is what the model "heard". A scorer that reads this model's fit cannot separate the
 * two words better than the model does when told exactly which two to choose between, so these
 * figures bound the VK figures of the speech test set (docs/performance.md, "Spoken answers").
 */
export interface PairCeiling {
  recordings: number;
  /** Share of recordings whose spoken word fits better than its pair. */
  right: number;
  /** AUC of the word's margin over its pair: the word said against its pair said. */
  auc: number | null;
  /**
   * The equal error rate: at the margin where as many right words fall below it as pairs pass it,
   * that share. Any scorer on this model that passes fewer pairs fails more right words.
   */
  equalError: number;
}

const forced = (word: string) =>
  `FSG_BEGIN forced\nNUM_STATES 2\nSTART_STATE 0\nFINAL_STATE 1\nTRANSITION 0 1 1.0 ${word}\nFSG_END\n`;

export async function minimalPairCeiling(half: Half, voiceIds: readonly string[]): Promise<PairCeiling> {
  const voices = VOICES.filter((v) => voiceIds.includes(v.id));
  const items = halves(KNOWN_ITEMS)[half].filter((i) => i.type === 'vk' && i.substituted);
  const said: number[] = [];
  const pair: number[] = [];
  let seed = 1;
  for (const item of items) {
    const [word, other] = [item.text, item.substituted!];
    const dictionary = grammarDictionary(await pronounce([word, other]));
    for (const voice of voices) {
      for (const noise of NOISES) {
        for (const [spoken, into] of [
          [word, said],
          [other, pair],
        ] as const) {
          const pcm = withNoise(say(spoken, voice), noise, seed++);
          const [asWord, asOther] = await decodeWithGrammars(
            pcm,
            [forced(word), forced(other)].map((grammar) => ({ grammar, dictionary })),
          );
          if (!asWord || !asOther) continue;
          into.push((asWord.total - asOther.total) / asWord.frames);
        }
      }
    }
  }
  const right = said.filter((m) => m > 0).length + pair.filter((m) => m < 0).length;
  return {
    recordings: said.length + pair.length,
    right: right / Math.max(1, said.length + pair.length),
    auc: auc(said, pair),
    equalError: equalError(said, pair),
  };
}

function equalError(said: readonly number[], pair: readonly number[]): number {
  let best = 1;
  for (const t of [...said, ...pair]) {
    const failed = said.filter((m) => m < t).length / said.length;
    const passed = pair.filter((m) => m >= t).length / pair.length;
    best = Math.min(best, Math.max(failed, passed));
  }
  return best;
}
