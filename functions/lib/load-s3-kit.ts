import { importBeside } from './import-beside';

/** The S3 client and its commands for storing and removing a file (./s3-kit.ts), loaded when one is. */
export function loadS3Kit(): Promise<typeof import('./s3-kit')> {
  return importBeside('./s3-kit.mjs', './s3-kit.ts', import.meta.url);
}
