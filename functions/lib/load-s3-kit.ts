import { importBeside } from './import-beside';

/** The S3 client and PutObject (./s3-kit.ts), loaded when a file is stored. */
export function loadS3Kit(): Promise<typeof import('./s3-kit')> {
  return importBeside('./s3-kit.mjs', './s3-kit.ts', import.meta.url);
}
