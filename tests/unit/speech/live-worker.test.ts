import { createHash } from 'node:crypto';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { partPrefix } from '#shared/speech/live-parts';
import type { PartReading, PartSource } from '../../../functions/speech/live/part-reader';
import { transcribeLiveRecording } from '../../../functions/speech/live/worker';
import type { Speech } from '../../../functions/speech/speech-port';

/**
 * The live worker: what the engine heard is hashed and counted as it passes, and one record is
 * written, conditionally, under the recording; a failure is written as `failed`, never thrown.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  dynamo.restore();
});
afterEach(() => dynamo.reset());

const job = { recordingId: '0b0f6c1e-2d1a-4c4f-9a3b-7f0e2b1c9d8e', userId: 'u-1' };
const prefix = partPrefix(job.userId, job.recordingId);
let clock = 0;
const reading: PartReading = {
  maxBytes: 10_000,
  maxMs: 1000,
  gapMs: 300,
  pollMs: 10,
  maxPollMs: 10,
  now: () => clock,
  sleep: async (ms) => void (clock += ms),
};

function source(parts: Record<string, Uint8Array>): PartSource {
  return { read: async (key) => parts[key] ?? null };
}

const engine = (onAudio: (all: Buffer) => void): Speech => ({
  async transcribeLive(pcm) {
    const seen: Uint8Array[] = [];
    for await (const part of pcm) seen.push(part);
    onAudio(Buffer.concat(seen));
    return { words: [{ word: 'hello', start: 0.1, end: 0.5, confidence: 0.9 }], duration: 0 };
  },
  alignText: async () => [],
  transcribe: async () => ({ words: [], duration: 0 }),
  synthesize: async () => 'x',
});

describe('the live transcription worker', () => {
  it('writes the words with the SHA-256, length and duration of the PCM it heard, once', async () => {
    dynamo.on(PutCommand).resolves({});
    const a = new Uint8Array(32_000).fill(7);
    const b = new Uint8Array(16_000).fill(9);
    let heard: Buffer = Buffer.alloc(0);
    const record = await transcribeLiveRecording(
      job,
      source({ [`${prefix}part-00001.pcm`]: a, [`${prefix}part-00002-final.pcm`]: b }),
      { ...reading, maxBytes: 100_000 },
      engine((all) => (heard = all)),
    );
    const expected = createHash('sha256')
      .update(Buffer.concat([a, b]))
      .digest('hex');
    expect(heard.length).toBe(48_000);
    expect(record).toEqual({
      status: 'done',
      owner: 'u-1',
      words: [{ word: 'hello', start: 0.1, end: 0.5, confidence: 0.9 }],
      duration: 1.5,
      pcmSha256: expected,
      bytes: 48_000,
    });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      Item: { pk: `RECORDING#${job.userId}#${job.recordingId}`, sk: 'TRANSCRIPT', status: 'done', pcmSha256: expected },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(put.Item!.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('writes a failure when the parts stop coming, or there is no engine', async () => {
    dynamo.on(PutCommand).resolves({});
    const stalled = await transcribeLiveRecording(
      job,
      source({ [`${prefix}part-00001.pcm`]: new Uint8Array(10) }),
      reading,
      engine(() => undefined),
    );
    expect(stalled).toMatchObject({
      status: 'failed',
      owner: 'u-1',
      reason: expect.stringMatching(/part 2 did not come/),
    });
    const none = await transcribeLiveRecording(job, source({}), reading, null);
    expect(none).toMatchObject({ status: 'failed', reason: 'no speech engine' });
    expect(dynamo.commandCalls(PutCommand).map((c) => c.args[0].input.Item!.status)).toEqual(['failed', 'failed']);
  });
});
