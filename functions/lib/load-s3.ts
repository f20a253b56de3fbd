import { importBeside } from './import-beside';

/**
 * The S3 module (./s3.ts) for a function that stores or checks a file only now and then: shipped as
 * `s3-kit.mjs` beside its bundle and loaded with the first file. A module of its own, so importing
 * it brings no S3 code into the bundle.
 */
export function loadS3(): Promise<typeof import('./s3')> {
  return importBeside('./s3-kit.mjs', './s3.ts', import.meta.url);
}
