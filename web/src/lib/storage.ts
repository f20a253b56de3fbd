import { STORAGE_PREFIX } from '../config/constants';

/**
 * The app's only door to local and session storage. Keys are namespaced with one prefix so that
 * logout can clear every item the app owns (spec 01 §4) in one sweep. Storage access can throw
 * (storage disabled, Safari private mode, quota): the app then simply runs without persistence.
 * Every item the app keeps is declared once, with its area, in `stored` below; screens use those
 * items, and the name-level functions (readItem, writeItem, removeItem) stay for `stored` and tests.
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

/**
 * Removes every app-owned key from both storage areas (or the ones named); other scripts' keys stay.
 * `under` narrows the sweep to the names that start with it (Amplify's items: `amplify:`).
 */
export function clearAppStorage(areas: readonly StorageArea[] = ['local', 'session'], under = ''): void {
  for (const which of areas) {
    const store = area(which);
    if (!store) continue;
    try {
      const owned: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(appKey(under))) owned.push(key);
      }
      for (const key of owned) store.removeItem(key);
    } catch {
      // Storage became unavailable mid-sweep; nothing more can be done.
    }
  }
}

/** One item the app keeps: its name under the prefix and the area it lives in, fixed where declared. */
export interface StoredItem {
  read(): string | null;
  write(value: string): void;
  remove(): void;
  /** The item parsed as JSON; null when it is absent or is not JSON (written by an older version, or by hand). */
  readJson(): unknown;
  writeJson(value: unknown): void;
}

function item(name: string, which: StorageArea): StoredItem {
  return {
    read: () => readItem(name, which),
    write: (value) => writeItem(name, value, which),
    remove: () => removeItem(name, which),
    readJson: () => {
      try {
        return JSON.parse(readItem(name, which) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    writeJson: (value) => writeItem(name, JSON.stringify(value), which),
  };
}

/**
 * Every item the app keeps on the device, in one place. The names are the stored keys after the
 * `fluentia:` prefix and must not change: a session, a queued answer or a buy-now flag written by
 * the previous version is read by this one.
 */
export const stored = {
  // Local: this device, every tab, until logout.
  /** The signed-in session (lib/session.ts). */
  session: item('session', 'local'),
  /** Answers waiting for the server (features/assessment/lib/answer-queue.ts). */
  answerQueue: item('answer-queue', 'local'),
  /** The last test pages, kept for a reload offline (features/assessment/lib/attempt-snapshot.ts). */
  attemptSnapshots: item('attempt-snapshots', 'local'),
  /** A junior's sound switch (components/read-aloud/sound-setting.ts). */
  juniorSound: item('junior-sound', 'local'),
  /** Once-a-day prompts: when each was last shown or answered (features/account/lib/once-a-day.ts). */
  installHintShownAt: item('installHintShownAt', 'local'),
  subscribeAnsweredAt: item('subscribeAnsweredAt', 'local'),
  profileBannerDismissedAt: item('profileBannerDismissedAt', 'local'),
  /** The state chosen at the last purchase (features/commerce/lib/buy-now.ts). */
  purchaseState: item('purchase-state', 'local'),

  // Session: this browser tab only.
  /** Preview mode (lib/destinations.ts). */
  previewMode: item('previewMode', 'session'),
  /** The login page's query while the visitor is at a social provider (features/auth). */
  socialSearch: item('socialSearch', 'session'),
  /** Amplify's own items during a social sign-in on AWS (features/auth/api/cognito.ts). */
  amplify: (key: string) => item(`amplify:${key}`, 'session'),
  /** The onboarding steps' answers so far (features/account/lib/onboarding-draft.ts). */
  onboardingDraft: item('onboardingDraft', 'session'),
  /** Buy-now mode: the product to buy by itself (features/commerce/lib/buy-now.ts). */
  buyNow: item('buy-now', 'session'),
  /** An order's terms while the learner is at the provider (features/commerce/lib/order-terms.ts). */
  buyingProduct: item('buying-product', 'session'),
  /** The settled payment, for the success page (features/commerce). */
  paymentResult: item('payment-result', 'session'),
  /** A passed connection check, per attempt (features/assessment/lib/connection-state.ts). */
  videoCheck: (attemptId: string) => item(`videocheck:${attemptId}`, 'session'),
  /** How a question's video was watched (features/assessment/lib/video-watch.ts). */
  videoWatch: (attemptId: string, questionId: number) => item(`video:${attemptId}:${questionId}`, 'session'),
} as const;
