import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the site (Chrome, Edge, Android: the `beforeinstallprompt` event).
 * The event fires once, early, often before the dashboard's code has loaded, so it is caught at
 * start-up (main.tsx) and kept here; the dashboard's add-to-home-screen hint reads it. Safari on
 * iPhone and iPad has no such event: there the hint explains the Share menu instead.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallWay = 'prompt' | 'ios' | null;

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the hint offers it at a better moment than page load
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

function isStandalone(): boolean {
  const media = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return media || (navigator as { standalone?: boolean }).standalone === true;
}

function isIosSafari(): boolean {
  return /iphone|ipad|ipod/i.test(navigator.userAgent) && !/crios|fxios|edgios/i.test(navigator.userAgent);
}

/** How this browser can add the site to the home screen now, or null (already installed, or no way). */
export function installWay(): InstallWay {
  if (installed || isStandalone()) return null;
  if (deferred) return 'prompt';
  return isIosSafari() ? 'ios' : null;
}

/** Opens the browser's install dialog; true when the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null; // an event can prompt once
  notify();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, installWay, () => null);
}
