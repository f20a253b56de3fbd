/**
 * Cloze text (spec 02 §3): gaps are written {{1}}, {{2}}… in the question. The page shows the text
 * with an input in place of each gap; the answer is one text per gap, in gap order.
 */
export type ClozePart = { kind: 'text'; text: string } | { kind: 'gap'; index: number };

const GAP = /\{\{\s*(\d+)\s*\}\}/g;

/** The text split into text runs and gaps; a gap's index is 0-based (`{{1}}` is index 0). */
export function splitGaps(text: string): ClozePart[] {
  const parts: ClozePart[] = [];
  let last = 0;
  for (const match of text.matchAll(GAP)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ kind: 'text', text: text.slice(last, at) });
    parts.push({ kind: 'gap', index: Number(match[1]) - 1 });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The text with each gap written as a blank line, for places that show it read-only. */
export function withBlanks(text: string): string {
  return text.replace(GAP, '_____');
}
