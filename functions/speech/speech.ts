import { world } from '../lib/config';
import { importBeside, importFromSource } from '../lib/import-beside';
import type { Speech } from './speech-port';

export type { Speech } from './speech-port';

let engine: Promise<Speech | null> | undefined;

/**
 * The Speech adapter of this world (./speech-port.ts), loaded with the first spoken answer. On AWS
 * Transcribe, Polly and S3 ship as a kit (`speech-kit.mjs`, ./adapters/aws-speech.ts), so
 * submitAnswer's cold start does not parse them for the written answers most calls are. Locally the
 * offline engines run only from source (they and the mp3 encoder are in no Lambda bundle).
 */
export function speechEngine(): Promise<Speech | null> {
  engine ??=
    world() === 'aws'
      ? importBeside<{ awsSpeech(): Speech }>('./speech-kit.mjs', './adapters/aws-speech.ts', import.meta.url).then(
          (m) => m.awsSpeech(),
        )
      : importFromSource<{ localSpeech(): Promise<Speech | null> }>('./adapters/local-speech.ts', import.meta.url).then(
          (m) => m.localSpeech(),
        );
  return engine;
}
