import type { StoredItem } from '../../../lib/storage';

/**
 * Spec 01 §9: "Profile-update prompt repeats after 1 day once dismissed; install hint at most once
 * per day." Both are a time kept in local storage (an item of `stored`), compared with a day.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

export function isDue(item: StoredItem, now = Date.now()): boolean {
  const last = Number(item.read());
  return !Number.isFinite(last) || last <= 0 || now - last >= DAY_MS;
}

export function markDone(item: StoredItem, now = Date.now()): void {
  item.write(String(now));
}
