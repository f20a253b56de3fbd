import { createHash } from 'node:crypto';
import { isConditionFailure, ttlIn } from '../../data/keys';
import { putTranscriptOnce, readRecordingItems } from '../store';
import * as z from 'zod/mini';
import { parseOptional, type ItemSchema } from '../../lib/stored-items';
import type { HeardWord, Transcript } from '../scoring/recognised';

/**
 * The live transcript of one recording, written once by the worker (functions/speech/live/worker.ts)
 * and read by submitAnswer. It names the owner and the SHA-256 of the PCM the engine heard, so it
 * is used only for that user's recording of exactly those samples; anything else is transcribed
 * afresh from the WAV. A worker that gave up writes `failed`, so submitAnswer stops waiting.
 */
export const TRANSCRIPT_TTL_SECONDS = 24 * 60 * 60;

export type TranscriptRecord =
  | { status: 'done'; owner: string; words: HeardWord[]; duration: number; pcmSha256: string; bytes: number }
  | { status: 'failed'; owner: string; reason: string };

/** The schema the transcript item is read through (decision 0714). */
const transcriptSchema: ItemSchema<TranscriptRecord> = z.union([
  z.looseObject({
    status: z.literal('done'),
    owner: z.string(),
    words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number(), confidence: z.number() })),
    duration: z.number(),
    pcmSha256: z.string(),
    bytes: z.number(),
  }),
  z.looseObject({ status: z.literal('failed'), owner: z.string(), reason: z.string() }),
]);

export function pcmSha256(pcm: Uint8Array | Int16Array): string {
  return createHash('sha256')
    .update(Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength))
    .digest('hex');
}

/** Written once: a second worker of the same recording (a retried event) leaves the first record. */
export async function writeTranscriptRecord(recordingId: string, record: TranscriptRecord): Promise<void> {
  try {
    await putTranscriptOnce(recordingId, record, ttlIn(TRANSCRIPT_TTL_SECONDS));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export interface RecordingState {
  sessionOwner: string | null;
  transcript: TranscriptRecord | null;
}

/** The session and its transcript, in one strongly consistent Query of the recording's partition. */
export async function readRecordingState(recordingId: string): Promise<RecordingState> {
  const { session, transcript } = await readRecordingItems(recordingId);
  return {
    sessionOwner: typeof session?.owner === 'string' ? session.owner : null,
    transcript: parseOptional(transcriptSchema, transcript) ?? null,
  };
}

export function asTranscript(record: Extract<TranscriptRecord, { status: 'done' }>): Transcript {
  return { words: record.words, duration: record.duration };
}
