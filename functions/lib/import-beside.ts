/**
 * Imports a module that ships as its own file (a "kit"): in a Lambda bundle (the caller runs from
 * `index.mjs`) it is `bundledFile` beside it, which esbuild leaves alone because the specifier is
 * computed, and which the house construct builds when the bundle names it (`separateBundles` in
 * infra/constructs/bundling.ts); run from source (the local stack, tests) it is `sourceFile` beside
 * the caller. Code inside `index.mjs` is parsed at every cold start even when it never runs, so large
 * libraries a few calls need live in kits.
 */
const loaded = new Map<string, Promise<unknown>>();

/** Loaded once per process; a failed load is forgotten, so the next call tries again. */
export function importBeside<T>(bundledFile: string, sourceFile: string, callerUrl: string): Promise<T> {
  const href = new URL(callerUrl.endsWith('.mjs') ? bundledFile : sourceFile, callerUrl).href;
  let pending = loaded.get(href);
  if (!pending) {
    pending = import(href);
    pending.catch(() => loaded.delete(href));
    loaded.set(href, pending);
  }
  return pending as Promise<T>;
}

/**
 * Imports a module that runs only from source (a local adapter: the local stack, tests), through a
 * computed specifier esbuild does not follow, so it and what it imports are in no Lambda bundle.
 */
export function importFromSource<T>(sourceFile: string, callerUrl: string): Promise<T> {
  return import(/* @vite-ignore */ new URL(sourceFile, callerUrl).href) as Promise<T>;
}
