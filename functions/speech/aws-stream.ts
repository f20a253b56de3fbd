import type { TranscribeStreamingClient, TranscriptResultStream } from '@aws-sdk/client-transcribe-streaming';
import type { HeardWord } from './scoring/recognised';

/**
 * Amazon Transcribe streaming, fed while the learner is still speaking (docs/scoring.md, "Latency
 * on AWS"): the PCM goes up in chunks of 100 ms as the parts arrive, and the words of the *final*
 * results come back with their times and confidence, the shape `parseTranscribeJson` gives for a
 * batch job. Partial results are revised later, so they are skipped.
 */
const CHUNK_BYTES = 3200; // 100 ms of 16 kHz 16-bit mono: AWS suggests chunks of 50–200 ms

export async function transcribeStreaming(
  pcm: AsyncIterable<Uint8Array>,
  client: TranscribeStreamingClient,
): Promise<HeardWord[]> {
  const { StartStreamTranscriptionCommand } = await import('@aws-sdk/client-transcribe-streaming');
  const response = await client.send(
    new StartStreamTranscriptionCommand({
      LanguageCode: 'en-IN',
      MediaEncoding: 'pcm',
      MediaSampleRateHertz: 16_000,
      AudioStream: audioEvents(pcm),
    }),
  );
  const words: HeardWord[] = [];
  for await (const event of response.TranscriptResultStream ?? []) words.push(...finalWords(event));
  return words;
}

async function* audioEvents(pcm: AsyncIterable<Uint8Array>) {
  for await (const part of pcm) {
    for (let k = 0; k < part.length; k += CHUNK_BYTES)
      yield { AudioEvent: { AudioChunk: part.subarray(k, k + CHUNK_BYTES) } };
  }
}

function finalWords(event: TranscriptResultStream): HeardWord[] {
  const failure =
    event.BadRequestException ??
    event.LimitExceededException ??
    event.InternalFailureException ??
    event.ConflictException ??
    event.ServiceUnavailableException;
  if (failure) throw new Error(`Transcribe streaming: ${failure.Message ?? 'failed'}`);
  return (event.TranscriptEvent?.Transcript?.Results ?? [])
    .filter((result) => !result.IsPartial)
    .flatMap((result) => result.Alternatives?.[0]?.Items ?? [])
    .filter((item) => item.Type === 'pronunciation' && item.Content)
    .map((item) => ({
      word: item.Content!,
      start: item.StartTime ?? 0,
      end: item.EndTime ?? 0,
      confidence: item.Confidence ?? 0,
    }));
}
