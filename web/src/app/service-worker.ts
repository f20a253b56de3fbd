/**
 * Registers web/public/sw.js, which makes the site installable and opens the app's shell offline.
 * Production builds only: in development it would cache what Vite serves and hide edits.
 *
 * On a first visit the page's code downloads before the worker controls the page, so the worker
 * never sees it; once the worker is active the page names every /assets/ file it has loaded, and
 * the worker stores them. A test page reloaded without a connection then opens (decision 378).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const tell = () => registration.active?.postMessage({ type: 'store-assets', urls: loadedAssets() });
        tell();
        // Screens opened later load through the worker once it controls the page; until then, tell again.
        navigator.serviceWorker.addEventListener('controllerchange', tell, { once: true });
      })
      .catch((error: unknown) => {
        console.warn('Service worker not registered', error); // the site works without it
      });
  });
}

function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name, location.href).pathname.startsWith('/assets/'));
}
