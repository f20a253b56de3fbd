import { useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../config/constants';

/**
 * One toast store for the whole app: `toast.success(message)` / `toast.error(message)` from any
 * code (React or not). Each toast closes itself after 5 s (spec 01 §9) or when dismissed.
 */
export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

// More than a few stacked toasts hide the page; the oldest make way.
const MAX_VISIBLE = 4;

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  if (toasts.some((t) => t.id === id)) emit(toasts.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  const kept = toasts.slice(-(MAX_VISIBLE - 1));
  for (const dropped of toasts.slice(0, toasts.length - kept.length)) dismiss(dropped.id);
  timers.set(
    id,
    setTimeout(() => dismiss(id), TOAST_AUTO_CLOSE_MS),
  );
  emit([...kept, { id, kind, message }]);
  return id;
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  dismiss,
  /** Closes every toast (used between tests and on logout). */
  clear(): void {
    for (const id of [...timers.keys()]) dismiss(id);
    emit([]);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
