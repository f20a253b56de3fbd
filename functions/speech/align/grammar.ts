import { SPEECH } from '#shared/scoring/thresholds';
import { PHONES } from './lexicon';

/**
 * The finite-state grammars the recogniser is given (Sphinx FSG format), docs/scoring.md
 * "Known-text answers":
 *
 * - the **reading** grammar: the expected words in order, where each word may instead be one of its
 *   rivals (a common word one phone away: ship/sheep), any run of phones (a garbage loop: something
 *   else was said), or nothing (the word was dropped), and any phones before and after. The expected
 *   word is the likely path; the others cost `SPEECH.align` probabilities, so the recogniser leaves
 *   the expected word only when the audio is clearly something else.
 * - the **phone loop**: any phones in any order, the best the acoustic model can do with the audio.
 *   A word's goodness of pronunciation is how close its own acoustic score comes to the loop's over
 *   the same frames.
 * - the **mates** grammar: a one-word answer's question-mates (a VK question's other words) alone.
 */
export const GARBAGE_PREFIX = 'ph_';

interface Transition {
  from: number;
  to: number;
  p: number;
  word?: string;
}

export function garbageWord(phone: string): string {
  return GARBAGE_PREFIX + phone.toLowerCase();
}

class Builder {
  states = 0;
  transitions: Transition[] = [];
  state(): number {
    return this.states++;
  }
  add(from: number, to: number, p: number, word?: string): void {
    this.transitions.push({ from, to, p, word });
  }
  /** A run of one or more phones from `from` to `to`, entered with probability `enter`. */
  garbage(from: number, to: number, enter: number): void {
    const inside = this.state();
    const { garbageLoop } = SPEECH.align;
    for (const phone of PHONES) {
      this.add(from, inside, enter / PHONES.length, garbageWord(phone));
      this.add(inside, inside, garbageLoop / PHONES.length, garbageWord(phone));
    }
    this.add(inside, to, 1 - garbageLoop);
  }
  text(name: string, start: number, final: number): string {
    const lines = [`FSG_BEGIN ${name}`, `NUM_STATES ${this.states}`, `START_STATE ${start}`, `FINAL_STATE ${final}`];
    for (const t of this.transitions)
      lines.push(`TRANSITION ${t.from} ${t.to} ${t.p.toPrecision(6)}${t.word ? ` ${t.word}` : ''}`);
    lines.push('FSG_END', '');
    return lines.join('\n');
  }
}

/**
 * The reading grammar of `words`, each with its rivals, other sounds and a skip. `only` narrows each
 * word's choices, for a short answer's two extra decodes: the expected words alone (`expected`), and
 * everything but them (`instead`); their scores, side by side, say how sure the expected words are.
 */
export function readingGrammar(
  words: readonly string[],
  rivals: ReadonlyMap<string, readonly string[]>,
  only?: 'expected' | 'instead',
): string {
  const { garbage, rival, skip, edges } = SPEECH.align;
  const g = new Builder();
  const start = g.state();
  let at = g.state();
  g.add(start, at, 1);
  g.garbage(start, at, edges);
  for (const word of words) {
    const next = g.state();
    if (only !== 'instead') g.add(at, next, 1, word);
    if (only !== 'expected') {
      for (const other of rivals.get(word) ?? []) g.add(at, next, rival, other);
      g.garbage(at, next, garbage);
    }
    if (!only) g.add(at, next, skip);
    at = next;
  }
  const final = g.state();
  g.add(at, final, 1);
  g.garbage(at, final, edges);
  return g.text('reading', start, final);
}

/**
 * One word's question-mates alone, with other sounds before and after as in the reading grammar: a
 * VK question asks for minimal pairs together (ship, sheep, chip, cheap), and saying one of them
 * instead of the word asked is the mistake it tests. Scored against the expected word alone.
 */
export function matesGrammar(mates: readonly string[]): string {
  const { edges } = SPEECH.align;
  const g = new Builder();
  const start = g.state();
  const at = g.state();
  g.add(start, at, 1);
  g.garbage(start, at, edges);
  const next = g.state();
  for (const mate of mates) g.add(at, next, 1, mate);
  const final = g.state();
  g.add(next, final, 1);
  g.garbage(next, final, edges);
  return g.text('mates', start, final);
}

/** Any phones, any number of times. */
export function phoneLoop(): string {
  const g = new Builder();
  const start = g.state();
  const final = g.state();
  g.garbage(start, final, 1);
  return g.text('loop', start, final);
}

/** The dictionary the grammar's words are read from: the given pronunciations and one word per phone. */
export function grammarDictionary(pronunciations: ReadonlyMap<string, readonly string[]>): string {
  const lines = [...pronunciations].map(([word, phones]) => `${word} ${phones.join(' ')}`);
  for (const phone of PHONES) lines.push(`${garbageWord(phone)} ${phone}`);
  return lines.join('\n') + '\n';
}
