import { grammarDictionary, matesGrammar, phoneLoop, readingGrammar } from './grammar';
import { STOP_WORDS } from '../../core/language/stop-words';
import { pronounce, rivals, spokenWords } from './lexicon';
import { scoreReading, type Reading } from './pronunciation';
import { decodeWithGrammars, type BestPath } from './sphinx-batch';

/**
 * A known-text answer (a VK word, a read sentence, a spoken short answer, a conversation gap) scored
 * by aligning the recording to each accepted text (docs/scoring.md, "Known-text answers"): one
 * phone-loop decode and one reading-grammar decode per accepted text, all side by side; a short
 * answer (one or two words: a VK word, most gaps) also gets its expected words alone against what
 * could be said instead, whose score difference per frame is its confidence. Rivals (minimal pairs)
 * are offered to the content words of short answers only: in a sentence 'school' heard as 'stool' or
 * 'to' as 'due' was, on the tuning half, the recogniser's doubt far more often than the learner's
 * mistake, and a word said wrong there still loses to other sounds. A one-word answer whose question
 * asks for other words too (VK: ship, sheep, chip, cheap) is also decoded against those alone. The
 * same code runs offline and, on AWS, in the speech aligner's container Lambda.
 */
export interface AlignedText extends Reading {
  text: string;
}

export interface AlignOptions {
  /**
   * The other words the same question asks for (a VK question's other words): a one-word answer is
   * also decoded against them alone, and its `pairMargin` says how much better the word asked fits.
   */
  mates?: readonly string[];
}

/** At most this many accepted texts are aligned (a conversation gap lists three or four). */
const MAX_TEXTS = 6;
/** Answers of at most this many words get the confidence decodes. */
export const SHORT_ANSWER_WORDS = 2;

export async function alignKnownText(
  pcm: Int16Array,
  texts: readonly string[],
  options: AlignOptions = {},
): Promise<AlignedText[]> {
  const accepted = [...new Set(texts.map((t) => t.trim()).filter(Boolean))].slice(0, MAX_TEXTS);
  const plans = await Promise.all(
    accepted.map(async (text) => {
      const words = spokenWords(text);
      const phones = await pronounce(words);
      const short = words.length <= SHORT_ANSWER_WORDS;
      const rivalsOf = new Map(words.map((w) => [w, short && !STOP_WORDS.has(w) ? rivals(w, phones.get(w)!) : []]));
      const mates =
        words.length === 1
          ? [...new Set((options.mates ?? []).flatMap(spokenWords))].filter((m) => m !== words[0])
          : [];
      const lexicon = new Map(phones);
      for (const list of [...rivalsOf.values(), mates])
        for (const r of (await pronounce(list)).entries()) lexicon.set(...r);
      const dictionary = grammarDictionary(lexicon);
      const decodes = [
        readingGrammar(words, rivalsOf),
        ...(short ? [readingGrammar(words, rivalsOf, 'expected'), readingGrammar(words, rivalsOf, 'instead')] : []),
        ...(mates.length ? [matesGrammar(mates)] : []),
      ];
      return { text, words, rivalsOf, mates, decodes: decodes.map((grammar) => ({ grammar, dictionary })) };
    }),
  );
  if (plans.length === 0) return [];
  const [loop, ...paths] = await decodeWithGrammars(pcm, [
    { grammar: phoneLoop(), dictionary: grammarDictionary(new Map()) },
    ...plans.flatMap((p) => p.decodes),
  ]);
  let at = 0;
  return plans.map((plan) => {
    const [reading, expected, instead, mates] = paths.slice(at, (at += plan.decodes.length));
    // No path for the expected words alone: they were not said; none for the rest: nothing else fits.
    const against = (other: BestPath | null | undefined) =>
      !expected ? -Infinity : !other ? Infinity : (expected.total - other.total) / Math.max(1, expected.frames);
    const margin = plan.decodes.length === 1 ? undefined : against(instead);
    const pairMargin = plan.mates.length ? against(mates) : undefined;
    return {
      text: plan.text,
      ...scoreReading(plan.words, plan.rivalsOf, reading?.segments ?? [], loop?.segments ?? [], margin, pairMargin),
    };
  });
}
