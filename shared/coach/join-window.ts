/**
 * When a call's or a live class's room may be joined (spec 02 §9, docs/coach.md): from 5 minutes
 * before its start until its end. The server gives the room's link only then; the web shows when
 * it opens. One rule for coach calls, children's speaking tests and live classes.
 */
export const JOIN_BEFORE_MS = 5 * 60_000;

/** The instant the room opens for a meeting starting at `start` (ISO). */
export function roomOpensAt(start: string): number {
  return Date.parse(start) - JOIN_BEFORE_MS;
}

export function roomOpen(start: string, end: string, now: number): boolean {
  return now >= roomOpensAt(start) && now <= Date.parse(end);
}
