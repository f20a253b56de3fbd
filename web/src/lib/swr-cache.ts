import { unstable_serialize, type Cache } from 'swr';

/**
 * The one SWR cache of the app, handed to SWRConfig as its provider. Holding it here (not inside
 * React) lets logout and token failures empty it from plain code, so no screen can show the
 * previous user's data after a sign-out (spec 01 §4: "all persisted state" is cleared).
 */
export const swrCache: Cache & { clear(): void } = new Map();

export function clearSwrCache(): void {
  swrCache.clear();
}

/** Drops one answer, so the next screen that shows it asks again (it changed on the server). */
export function forgetCached(key: readonly unknown[]): void {
  swrCache.delete(unstable_serialize(key));
}
