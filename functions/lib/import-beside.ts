/**
 * Imports a module that ships as its own file (a "kit"): in a Lambda bundle (the caller runs from
 * `index.mjs`) it is `bundledFile` beside it, which esbuild leaves alone because the specifier is
 * computed, and which the house construct builds when the bundle names it (`separateBundles` in
 * infra/constructs/bundling.ts); run from source (the local stack, tests) it is `sourceFile` beside
 * the caller. Code inside `index.mjs` is parsed at every cold start even when it never runs, so large
 * libraries a few calls need live in kits.
 */
export function importBeside<T>(bundledFile: string, sourceFile: string, callerUrl: string): Promise<T> {
  const bundled = callerUrl.endsWith('.mjs');
  return import(new URL(bundled ? bundledFile : sourceFile, callerUrl).href) as Promise<T>;
}
