import { useSyncExternalStore } from 'react';

/**
 * Which API calls are waiting to be sent again (lib/api-retry.ts), for the connection banner: while
 * one waits, the page says it is reconnecting rather than showing an error. A call may bring a note
 * that says what is safe ('Your answer is saved on this device.'); the latest note is shown.
 */
export interface Reconnecting {
  waiting: boolean;
  note: string | null;
}

const calls = new Map<number, string | null>();
const listeners = new Set<() => void>();
let nextHandle = 1;
let snapshot: Reconnecting = { waiting: false, note: null };

function emit(): void {
  const notes = [...calls.values()].filter((note): note is string => note !== null);
  snapshot = { waiting: calls.size > 0, note: notes.at(-1) ?? null };
  for (const listener of listeners) listener();
}

/** A call starts waiting to be sent again; returns the handle that ends the wait. */
export function beginWaiting(note: string | null = null): number {
  const handle = nextHandle++;
  calls.set(handle, note);
  emit();
  return handle;
}

export function endWaiting(handle: number): void {
  if (calls.delete(handle)) emit();
}

export function reconnectingNow(): Reconnecting {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReconnecting(): Reconnecting {
  return useSyncExternalStore(subscribe, reconnectingNow, reconnectingNow);
}
