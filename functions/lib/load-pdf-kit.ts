import { importBeside } from './import-beside';

/** pdf-lib and the QR writer (./pdf-kit.ts), loaded when a PDF is made. */
type PdfKit = typeof import('./pdf-kit');

let kit: Promise<PdfKit> | undefined;

export function loadPdfKit(): Promise<PdfKit> {
  kit ??= importBeside<PdfKit>('./pdf-kit.mjs', './pdf-kit.ts', import.meta.url);
  return kit;
}
