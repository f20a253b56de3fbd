import { randomUUID } from 'node:crypto';
import { PCM_BYTES_PER_SECOND } from '#shared/speech/live-parts';
import { config, required, setting } from '../../lib/config';
import type { AlignedText } from '../align/known-text';
import type { HeardWord } from '../scoring/recognised';
import type { Speech } from '../speech-port';
import { cachedSynthesis } from '../synthesis-cache';
import { parseWav } from '../wav';
import { traced } from '../../lib/trace-calls';

/**
 * Amazon Transcribe and Polly, and the speech aligner. Known-text answers are aligned by the
 * aligner Lambda (pocketsphinx in a container image, decision 381); only open answers go to
 * Transcribe. A recording heard while it was made is transcribed by Transcribe
 * streaming (aws-stream.ts, run by the live worker); one without a matching live transcript is
 * transcribed by a batch job on the uploaded object
 * (Transcribe reads it from the uploads bucket and writes its JSON to the generated bucket under
 * `transcripts/`); the handler polls the job every second, for up to 18 s. Polly speaks correct answers (mp3) in
 * `SPEECH_REGION` (Asia-Pacific, Mumbai, by default: spec 02 §7) with `POLLY_VOICE` and `POLLY_ENGINE`, which
 * CDK sets from the environment's settings (infra/config/environments.ts).
 * docs/scoring.md "Spoken answers" gives the latency and its plan; the IAM grants are only these
 * calls on these prefixes (infra/api/route-grants.ts).
 */
const POLL_MS = 1000;
/**
 * API Gateway answers after 30 s at most; a job not done by then leaves the answer awaiting review.
 * submitAnswer may first have waited up to 7 s for a live transcript (LIVE_WAIT_MS), so 18 s here.
 */
const MAX_WAIT_MS = 18_000;

export function awsSpeech(): Speech {
  const region = setting('SPEECH_REGION') ?? 'ap-south-1';
  const voice = setting('POLLY_VOICE') ?? 'Kajal';
  // The engine the voice exists for (a standard-only voice refuses 'neural'): infra/config/environments.ts.
  const engine = setting('POLLY_ENGINE') === 'standard' ? 'standard' : 'neural';
  return {
    // The speech aligner Lambda (infra/api/speech-aligner.ts) reads the recording from the uploads bucket itself.
    async alignText(recording, texts, options = {}) {
      const functionName = required('SPEECH_ALIGNER_FUNCTION', 'Speech');
      const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
      const payload = JSON.stringify({ key: recording.key, texts, ...(options.mates ? { mates: options.mates } : {}) });
      const out = await new LambdaClient({ region: config().region }).send(
        new InvokeCommand({ FunctionName: functionName, Payload: payload }),
      );
      const body = Buffer.from(out.Payload ?? new Uint8Array()).toString('utf8');
      if (out.FunctionError) throw new Error(`Speech aligner: ${body.slice(0, 300)}`);
      return JSON.parse(body) as AlignedText[];
    },
    async transcribe(recording) {
      const { TranscribeClient, StartTranscriptionJobCommand, GetTranscriptionJobCommand } =
        await import('@aws-sdk/client-transcribe');
      const client = traced(new TranscribeClient({ region: config().region }));
      const job = `fluentia-${randomUUID()}`;
      const outputKey = `transcripts/${job}.json`;
      await client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: job,
          LanguageCode: 'en-IN',
          MediaFormat: 'wav',
          MediaSampleRateHertz: 16_000,
          Media: { MediaFileUri: `s3://${config().bucket('uploads')}/${recording.key}` },
          OutputBucketName: config().bucket('generated'),
          OutputKey: outputKey,
        }),
      );
      const started = Date.now();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const { TranscriptionJob } = await client.send(new GetTranscriptionJobCommand({ TranscriptionJobName: job }));
        const status = TranscriptionJob?.TranscriptionJobStatus;
        if (status === 'COMPLETED') break;
        if (status === 'FAILED')
          throw new Error(`Transcription failed: ${TranscriptionJob?.FailureReason ?? 'unknown'}`);
        if (Date.now() - started > MAX_WAIT_MS) throw new Error('Transcription took too long');
      }
      const { s3, GetObjectCommand } = await import('../../lib/s3');
      const object = await s3().send(new GetObjectCommand({ Bucket: config().bucket('generated'), Key: outputKey }));
      return {
        words: parseTranscribeJson(await object.Body!.transformToString()),
        duration: parseWav(recording.bytes)?.duration ?? 0,
      };
    },
    async transcribeLive(pcm) {
      const { TranscribeStreamingClient } = await import('@aws-sdk/client-transcribe-streaming');
      const { transcribeStreaming } = await import('../aws-stream');
      let bytes = 0;
      async function* counted() {
        for await (const part of pcm) {
          bytes += part.length;
          yield part;
        }
      }
      const words = await transcribeStreaming(counted(), new TranscribeStreamingClient({ region: config().region }));
      return { words, duration: bytes / PCM_BYTES_PER_SECOND };
    },
    async synthesize(text, voiceId = voice) {
      return cachedSynthesis(`polly:${voiceId}`, text, async () => {
        const { PollyClient, SynthesizeSpeechCommand } = await import('@aws-sdk/client-polly');
        const polly = traced(new PollyClient({ region }));
        const result = await polly.send(
          new SynthesizeSpeechCommand({ OutputFormat: 'mp3', Text: text, VoiceId: voiceId as never, Engine: engine }),
        );
        return Buffer.from(await result.AudioStream!.transformToByteArray());
      });
    },
  };
}

interface TranscribeItem {
  type: 'pronunciation' | 'punctuation';
  start_time?: string;
  end_time?: string;
  alternatives: Array<{ content: string; confidence: string }>;
}

/** Transcribe's result: `results.items`, pronunciations with times and confidence; punctuation has none. */
export function parseTranscribeJson(json: string): HeardWord[] {
  const items = (JSON.parse(json) as { results?: { items?: TranscribeItem[] } }).results?.items ?? [];
  return items
    .filter((i) => i.type === 'pronunciation' && i.alternatives[0])
    .map((i) => ({
      word: i.alternatives[0]!.content,
      start: Number(i.start_time ?? 0),
      end: Number(i.end_time ?? 0),
      confidence: Number(i.alternatives[0]!.confidence),
    }));
}
