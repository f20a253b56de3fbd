/**
 * A lock whose message is 'purchase now' holds an activity back until the course is bought (spec 02
 * §4: such a card shows a Buy Now link). The server opens it for a learner who holds the course
 * (functions/core/locks.ts); the web shows Buy Now for the ones still shut.
 */
export function isPurchaseNow(message: string | null | undefined): boolean {
  return (message ?? '').trim().toLowerCase() === 'purchase now';
}
