import { importBeside } from './import-beside';

/** pdf-lib and the QR writer (./pdf-kit.ts), loaded when a PDF is made. */
export function loadPdfKit(): Promise<typeof import('./pdf-kit')> {
  return importBeside('./pdf-kit.mjs', './pdf-kit.ts', import.meta.url);
}
