import {
  StartStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type TranscriptResultStream,
} from '@aws-sdk/client-transcribe-streaming';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { transcribeStreaming } from '../../../functions/speech/aws-stream';

/**
 * The AWS live adapter: the PCM goes to Transcribe streaming (en-IN, pcm, 16 kHz) in small chunks,
 * in order, as it arrives; the words of final results come back with times and confidence, partial
 * results and punctuation left out.
 */
const transcribe = mockClient(TranscribeStreamingClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  transcribe.restore();
});
afterEach(() => transcribe.reset());

async function* parts(...sizes: number[]) {
  let n = 0;
  for (const size of sizes) yield Uint8Array.from({ length: size }, () => n++ % 251);
}

async function* results(events: TranscriptResultStream[]) {
  for (const event of events) yield event;
}

const item = (
  Content: string,
  StartTime: number,
  EndTime: number,
  Confidence?: number,
  Type: 'pronunciation' | 'punctuation' = 'pronunciation',
) => ({ Content, StartTime, EndTime, Confidence, Type });

describe('Transcribe streaming', () => {
  it('streams the audio in chunks of 100 ms and keeps the final results’ words', async () => {
    let fed: Uint8Array[] = [];
    transcribe
      .on(StartStreamTranscriptionCommand)
      .callsFake(async (input: StartStreamTranscriptionCommand['input']) => {
        fed = [];
        for await (const event of input.AudioStream!) fed.push(event.AudioEvent!.AudioChunk!);
        return {
          TranscriptResultStream: results([
            {
              TranscriptEvent: {
                Transcript: {
                  Results: [{ IsPartial: true, Alternatives: [{ Items: [item('good', 0.1, 0.4, 0.5)] }] }],
                },
              },
            },
            {
              TranscriptEvent: {
                Transcript: {
                  Results: [
                    {
                      IsPartial: false,
                      Alternatives: [
                        {
                          Items: [
                            item('Good', 0.12, 0.41, 0.98),
                            item('morning', 0.45, 0.9, 0.91),
                            item('.', 0.9, 0.9, undefined, 'punctuation'),
                          ],
                        },
                        { Items: [item('could', 0.1, 0.4, 0.2)] },
                      ],
                    },
                  ],
                },
              },
            },
            { TranscriptEvent: { Transcript: { Results: [] } } },
            {
              TranscriptEvent: {
                Transcript: {
                  Results: [{ IsPartial: false, Alternatives: [{ Items: [item('madam', 1.2, 1.6, 0.7)] }] }],
                },
              },
            },
          ]),
        };
      });
    const words = await transcribeStreaming(
      parts(32_000, 1000),
      new TranscribeStreamingClient({ region: 'ap-south-1' }),
    );

    const call = transcribe.commandCalls(StartStreamTranscriptionCommand)[0]!.args[0].input;
    expect(call).toMatchObject({ LanguageCode: 'en-IN', MediaEncoding: 'pcm', MediaSampleRateHertz: 16_000 });
    expect(fed.map((c) => c.length)).toEqual([...Array(10).fill(3200), 1000]);
    const sent = Buffer.concat(fed);
    expect(sent.equals(Buffer.concat([...(await collect(parts(32_000, 1000)))]))).toBe(true);
    expect(words).toEqual([
      { word: 'Good', start: 0.12, end: 0.41, confidence: 0.98 },
      { word: 'morning', start: 0.45, end: 0.9, confidence: 0.91 },
      { word: 'madam', start: 1.2, end: 1.6, confidence: 0.7 },
    ]);
  });

  it('fails on an exception event in the stream (the worker then records a failure)', async () => {
    transcribe.on(StartStreamTranscriptionCommand).resolves({
      TranscriptResultStream: results([
        { BadRequestException: { name: 'BadRequestException', message: 'bad audio', Message: 'bad audio' } as never },
      ]),
    });
    await expect(
      transcribeStreaming(parts(10), new TranscribeStreamingClient({ region: 'ap-south-1' })),
    ).rejects.toThrow(/bad audio/);
  });
});

async function collect(gen: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const part of gen) out.push(part);
  return out;
}
