/**
 * Registers web/public/sw.js, which makes the site installable and opens the installed app's shell
 * offline. Production builds only: in development it would cache what Vite serves and hide edits.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker not registered', error); // the site works without it
    });
  });
}
