import { createHash } from 'node:crypto';

/**
 * Which half of the speech test set an item belongs to: the scorer's settings (SPEECH.align,
 * SPEECH.gop and the voice-activity check in shared/scoring/thresholds.ts) were tuned on `tune`
 * alone, and `held-out` is read only by `npm run bench`. Items are split, not voices: every voice
 * and noise level is in both halves, and no sentence or word pair the settings saw is in the bench.
 * Within each kind of item the ids are ordered by their hash and dealt alternately, so both halves
 * hold as many of each kind and adding an item moves few others.
 */
export type Half = 'tune' | 'held-out';

const hash = (id: string) => createHash('sha256').update(id).digest('hex');

export function halves<T extends { id: string }>(items: readonly T[]): Record<Half, T[]> {
  const ordered = [...items].sort((a, b) => (hash(a.id) < hash(b.id) ? -1 : 1));
  return { tune: ordered.filter((_, k) => k % 2 === 0), 'held-out': ordered.filter((_, k) => k % 2 === 1) };
}
