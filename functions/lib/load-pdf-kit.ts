/**
 * Loads ./pdf-kit.ts. In a Lambda bundle (this code runs from `index.mjs`) the kit is the separate
 * `pdf-kit.mjs` beside it, which esbuild leaves alone because the specifier is computed; run from
 * source (the local stack, tests) it is the TypeScript module itself.
 */
type PdfKit = typeof import('./pdf-kit');

let kit: Promise<PdfKit> | undefined;

export function loadPdfKit(): Promise<PdfKit> {
  const bundled = import.meta.url.endsWith('.mjs');
  kit ??= import(new URL(bundled ? './pdf-kit.mjs' : './pdf-kit.ts', import.meta.url).href) as Promise<PdfKit>;
  return kit;
}
