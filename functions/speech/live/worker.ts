import { createHash } from 'node:crypto';
import { LIVE_MAX_SECONDS, partPrefix, PCM_BYTES_PER_SECOND } from '#shared/speech/live-parts';
import { log } from '../../lib/log';
import { speechEngine, type Speech } from '../speech';
import { readParts, type PartReading, type PartSource } from './part-reader';
import { s3Parts } from './s3-parts';
import { writeTranscriptRecord, type TranscriptRecord } from './transcript-record';
import { observed } from '../../lib/observe';

/**
 * The live transcription worker (docs/scoring.md, "Latency"): started by POST
 * v1/speechSession when a recording starts (on AWS a Lambda invoked as an Event; locally the same
 * code in the background of the local stack). It feeds the recording's parts, as they arrive, to
 * the engine's live transcription and writes one transcript record: the words, the duration, the
 * SHA-256 and length of the PCM it heard. Whatever goes wrong is written as `failed`; the answer
 * itself never depends on this worker.
 */
export interface LiveJob {
  recordingId: string;
  userId: string;
}

export const LIVE_READING: PartReading = {
  maxBytes: LIVE_MAX_SECONDS * PCM_BYTES_PER_SECOND,
  maxMs: (LIVE_MAX_SECONDS + 10) * 1000,
  // The page posts a part every second and retries a failed one for a few seconds.
  gapMs: 10_000,
  pollMs: 100,
  maxPollMs: 400,
};

export const handler = observed(async function handler(job: LiveJob): Promise<void> {
  await transcribeLiveRecording(job);
});

export async function transcribeLiveRecording(
  job: LiveJob,
  source: PartSource = s3Parts(),
  reading: PartReading = LIVE_READING,
  engine?: Speech | null,
): Promise<TranscriptRecord> {
  const started = Date.now();
  const record = await transcribe(job, source, reading, engine === undefined ? await speechEngine() : engine);
  await writeTranscriptRecord(job.userId, job.recordingId, record);
  log.info('speech.live_transcript', {
    recordingId: job.recordingId,
    status: record.status,
    ms: Date.now() - started,
    ...(record.status === 'failed' ? { reason: record.reason } : { bytes: record.bytes, words: record.words.length }),
  });
  return record;
}

async function transcribe(
  job: LiveJob,
  source: PartSource,
  reading: PartReading,
  engine: Speech | null,
): Promise<TranscriptRecord> {
  if (!engine) return { status: 'failed', owner: job.userId, reason: 'no speech engine' };
  const hash = createHash('sha256');
  let bytes = 0;
  async function* heard() {
    for await (const part of readParts(source, partPrefix(job.userId, job.recordingId), reading)) {
      hash.update(part);
      bytes += part.length;
      yield part;
    }
  }
  try {
    const transcript = await engine.transcribeLive(heard());
    return {
      status: 'done',
      owner: job.userId,
      words: transcript.words,
      duration: bytes / PCM_BYTES_PER_SECOND,
      pcmSha256: hash.digest('hex'),
      bytes,
    };
  } catch (error) {
    return { status: 'failed', owner: job.userId, reason: String(error).slice(0, 300) };
  }
}
