import { STORAGE_PREFIX } from '../config/constants';

/**
 * The app's only door to local and session storage. Keys are namespaced with one prefix so that
 * logout can clear every item the app owns (spec 01 §4) in one sweep. Storage access can throw
 * (storage disabled, Safari private mode, quota): the app then simply runs without persistence.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function appKey(name: string): string {
  return STORAGE_PREFIX + name;
}

export function readItem(name: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(appKey(name)) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(name: string, value: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(appKey(name), value);
  } catch {
    // Quota or disabled storage: the value lives only as long as the page does.
  }
}

export function removeItem(name: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(appKey(name));
  } catch {
    // Nothing to remove if storage is unavailable.
  }
}

/** Removes every app-owned key from both storage areas (or the ones named); other scripts' keys stay. */
export function clearAppStorage(areas: readonly StorageArea[] = ['local', 'session']): void {
  for (const which of areas) {
    const store = area(which);
    if (!store) continue;
    try {
      const owned: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(STORAGE_PREFIX)) owned.push(key);
      }
      for (const key of owned) store.removeItem(key);
    } catch {
      // Storage became unavailable mid-sweep; nothing more can be done.
    }
  }
}
