import { grammarDictionary, phoneLoop, readingGrammar } from './grammar';
import { STOP_WORDS } from '../../core/language/stop-words';
import { pronounce, rivals, spokenWords } from './lexicon';
import { scoreReading, type Reading } from './pronunciation';
import { decodeWithGrammars } from './sphinx-batch';

/**
 * A known-text answer (a VK word, a read sentence, a spoken short answer, a conversation gap) scored
 * by aligning the recording to each accepted text (docs/scoring.md, "Known-text answers"): one
 * phone-loop decode and one reading-grammar decode per accepted text, all side by side; a short
 * answer (one or two words: a VK word, most gaps) also gets its expected words alone against what
 * could be said instead, whose score difference per frame is its confidence. Rivals (minimal pairs)
 * are offered to the content words of short answers only: in a sentence 'school' heard as 'stool' or
 * 'to' as 'due' was, on the tuning half, the recogniser's doubt far more often than the learner's
 * mistake, and a word said wrong there still loses to other sounds. The same code runs offline and,
 * on AWS, in the speech aligner's container Lambda.
 */
export interface AlignedText extends Reading {
  text: string;
}

/** At most this many accepted texts are aligned (a conversation gap lists three or four). */
const MAX_TEXTS = 6;
/** Answers of at most this many words get the confidence decodes. */
export const SHORT_ANSWER_WORDS = 2;

export async function alignKnownText(pcm: Int16Array, texts: readonly string[]): Promise<AlignedText[]> {
  const accepted = [...new Set(texts.map((t) => t.trim()).filter(Boolean))].slice(0, MAX_TEXTS);
  const plans = await Promise.all(
    accepted.map(async (text) => {
      const words = spokenWords(text);
      const phones = await pronounce(words);
      const short = words.length <= SHORT_ANSWER_WORDS;
      const rivalsOf = new Map(words.map((w) => [w, short && !STOP_WORDS.has(w) ? rivals(w, phones.get(w)!) : []]));
      const lexicon = new Map(phones);
      for (const list of rivalsOf.values()) for (const r of (await pronounce(list)).entries()) lexicon.set(...r);
      const dictionary = grammarDictionary(lexicon);
      const decodes = [
        readingGrammar(words, rivalsOf),
        ...(short ? [readingGrammar(words, rivalsOf, 'expected'), readingGrammar(words, rivalsOf, 'instead')] : []),
      ];
      return { text, words, rivalsOf, decodes: decodes.map((grammar) => ({ grammar, dictionary })) };
    }),
  );
  if (plans.length === 0) return [];
  const [loop, ...paths] = await decodeWithGrammars(pcm, [
    { grammar: phoneLoop(), dictionary: grammarDictionary(new Map()) },
    ...plans.flatMap((p) => p.decodes),
  ]);
  let at = 0;
  return plans.map((plan) => {
    const [reading, expected, instead] = paths.slice(at, (at += plan.decodes.length));
    // No path for the expected words alone: they were not said; none for the rest: nothing else fits.
    const margin =
      plan.decodes.length === 1
        ? undefined
        : !expected
          ? -Infinity
          : !instead
            ? Infinity
            : (expected.total - instead.total) / Math.max(1, expected.frames);
    return {
      text: plan.text,
      ...scoreReading(plan.words, plan.rivalsOf, reading?.segments ?? [], loop?.segments ?? [], margin),
    };
  });
}
