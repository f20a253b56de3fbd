import { grammarDictionary, phoneLoop, readingGrammar } from './grammar';
import { pronounce, rivals, spokenWords } from './lexicon';
import { scoreReading, type Reading } from './pronunciation';
import { decodeWithGrammars } from './sphinx-batch';

/**
 * A known-text answer (a VK word, a read sentence, a spoken short answer, a conversation gap) scored
 * by aligning the recording to each accepted text (docs/scoring.md, "Known-text answers"): one
 * phone-loop decode and one reading-grammar decode per accepted text, all side by side. The same
 * code runs offline and, on AWS, in the speech aligner's container Lambda.
 */
export interface AlignedText extends Reading {
  text: string;
}

/** At most this many accepted texts are aligned (a conversation gap lists three or four). */
const MAX_TEXTS = 6;

export async function alignKnownText(pcm: Int16Array, texts: readonly string[]): Promise<AlignedText[]> {
  const accepted = [...new Set(texts.map((t) => t.trim()).filter(Boolean))].slice(0, MAX_TEXTS);
  const plans = await Promise.all(
    accepted.map(async (text) => {
      const words = spokenWords(text);
      const phones = await pronounce(words);
      const rivalsOf = new Map(words.map((w) => [w, rivals(w, phones.get(w)!)]));
      const lexicon = new Map(phones);
      for (const list of rivalsOf.values()) for (const r of (await pronounce(list)).entries()) lexicon.set(...r);
      return { text, words, rivalsOf, grammar: readingGrammar(words, rivalsOf), dictionary: grammarDictionary(lexicon) };
    }),
  );
  if (plans.length === 0) return [];
  const [loop, ...paths] = await decodeWithGrammars(pcm, [{ grammar: phoneLoop(), dictionary: grammarDictionary(new Map()) }, ...plans]);
  return plans.map((plan, k) => ({ text: plan.text, ...scoreReading(plan.words, plan.rivalsOf, paths[k]!, loop!) }));
}
