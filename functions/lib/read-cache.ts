import { onReconnect } from './reconnect-hooks';
import { noteCacheUse, recordCacheFill } from './traffic-recorder';
import { numberSetting } from './config';

/**
 * Read-mostly items kept in the function for a short, stated time (docs/operations.md, "Before an
 * olympiad"): course definitions, questions, organisation names and a class's score totals are read
 * by every learner's dashboard, start and finish, and on an olympiad morning one course is read a
 * thousand times a second from one partition. Each cache has a name, a lifetime and a bound on its
 * entries; a load in flight is shared by the callers that ask meanwhile (the local server serves
 * many requests in one process), and a failed load is not kept. An entry served may be up to the
 * lifetime old: a content import shows within it (docs/content.md).
 *
 * `<NAME>_CACHE_SECONDS` in the environment sets a cache's lifetime (0 turns it off): the local
 * stack's test environment turns off the ones the suites change behind the server's back.
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V>, now?: number): Promise<V>;
  /** Forgets everything (tests; the local stack when it points at a new table). */
  clear(): void;
}

export interface ReadCacheOptions {
  /** Seconds an entry is served after it was loaded, unless the environment says otherwise. */
  seconds: number;
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
}

export function readCache<V>(name: string, options: ReadCacheOptions): ReadCache<V> {
  const entries = new Map<string, { value: Promise<V>; until: number }>();
  const lifetimeMs = () => {
    return numberSetting(`${name.toUpperCase() as Uppercase<string>}_CACHE_SECONDS`, options.seconds) * 1000;
  };
  // A local stack pointed at another table (../aws.ts reconnect) must not serve the old one's items.
  onReconnect(() => entries.clear());
  return {
    get(key, load, now = Date.now()) {
      noteCacheUse(name); // the traffic recorder charges each Lambda instance its own fills
      const hit = entries.get(key);
      if (hit && hit.until > now) {
        // Most recently used last, so the first entry is the one to drop.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const ttl = lifetimeMs();
      const value = recordCacheFill(name, ttl, load);
      if (ttl <= 0) return value;
      entries.delete(key);
      entries.set(key, { value, until: now + ttl });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
