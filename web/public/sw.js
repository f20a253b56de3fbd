/*
 * Fluentia's service worker: what makes the site installable (spec 01 §9, the add-to-home-screen
 * hint) and lets an installed app open its shell without a connection. Deliberately small:
 * - the API (/v1, /v3), the local stand-in pages (/_local) and other origins are never touched:
 *   learner data must always be live;
 * - page loads go to the network first; only when it fails is the last page shell used;
 * - Vite's hashed files under /assets/ never change, so they are served from the cache once stored.
 *   The page also names the ones it loaded before this worker controlled it (the first visit), so
 *   a reload without a connection finds every file the page needs (docs/decisions.md 378).
 * Registered by the production build only (web/src/app/service-worker.ts).
 */
const SHELL_CACHE = 'fluentia-shell-v1';
const ASSET_CACHE = 'fluentia-assets-v1';
const SHELL_URL = '/index.html';
// Old hashed files pile up across deploys; the oldest go once there are more than this.
const MAX_ASSETS = 80;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(SHELL_URL))
      .catch(() => undefined) // offline at install: the shell is stored on the next page load
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

function isBypassed(url) {
  return url.origin !== self.location.origin || /^\/(v1|v3|_local)(\/|$)/.test(url.pathname);
}

async function pageFromNetwork(request) {
  try {
    const response = await fetch(request);
    // Every app path answers with the same shell (SPA fallback): keep the newest copy of it.
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      const copy = response.clone();
      caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_URL, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

function isAsset(url) {
  return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
}

/** Stores the named /assets/ files this worker has not seen yet (the page's message, below). */
async function storeAssets(urls) {
  const cache = await caches.open(ASSET_CACHE);
  for (const raw of urls.slice(0, MAX_ASSETS)) {
    let url;
    try {
      url = new URL(raw, self.location.origin);
    } catch {
      continue;
    }
    if (!isAsset(url) || (await cache.match(url.pathname))) continue;
    try {
      const response = await fetch(url.pathname);
      if (response.ok) await cache.put(url.pathname, response);
    } catch {
      // Offline already: the file is stored the next time the page loads it.
    }
  }
  await trimAssets(cache);
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'store-assets' && Array.isArray(data.urls)) event.waitUntil(storeAssets(data.urls));
});

async function assetFromCache(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trimAssets(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isBypassed(url)) return;
  if (request.mode === 'navigate') event.respondWith(pageFromNetwork(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(assetFromCache(request));
});
