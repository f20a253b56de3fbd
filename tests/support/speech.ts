import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PresignedUpload, SpeechSessionData } from '#shared/api/contract';
import { PCM_BYTES_PER_SECOND, partName } from '#shared/speech/live-parts';
import { parseWav, wavBytes } from '../../functions/speech/wav';
import type { TestClient } from './api-client';

/** A 16 kHz mono WAV of `text` spoken by flite (the product's own offline voice), made at test time. */
export function spokenWav(text: string, voice = 'slt'): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'fluentia-say-'));
  try {
    const file = join(dir, 'say.wav');
    execFileSync('/usr/bin/flite', ['-voice', voice, '-t', text, '-o', file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Near-silence (a faint hiss), `seconds` long. */
export function silentWav(seconds: number): Buffer {
  const samples = new Int16Array(Math.round(seconds * 16_000));
  for (let k = 0; k < samples.length; k++) samples[k] = Math.round((Math.random() - 0.5) * 8);
  return wavBytes(samples);
}

/** Asks for a presigned POST and uploads `bytes` with it, as the browser does; returns the key. */
export async function uploadRecording(client: TestClient, bytes: Buffer, contentType = 'audio/wav'): Promise<string> {
  const grant = await recordingGrant(client);
  await postForm(grant, bytes, contentType);
  return grant.key;
}

async function recordingGrant(client: TestClient): Promise<PresignedUpload> {
  const grant = await client.post<PresignedUpload>('/v1/recordingupload', { content_type: 'audio/wav' });
  if (grant.body.code !== 200) throw new Error(`recordingupload answered ${grant.body.code}: ${grant.body.message}`);
  return grant.body.data;
}

async function postForm(
  grant: Pick<PresignedUpload, 'url' | 'fields'>,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields))
    form.append(name, name === 'Content-Type' ? contentType : value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'upload');
  const response = await fetch(grant.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

/**
 * A recording made as the page makes it (web/src/features/assessment/lib/live-recording.ts): the WAV's
 * grant names the recording, a live session opens, the PCM goes up in one-second parts (the last
 * marked final), then the WAV. `partsOf` sends another recording's PCM as the parts (a mismatch).
 */
export async function uploadLive(
  client: TestClient,
  wav: Buffer,
  options: { partsOf?: Buffer } = {},
): Promise<{ key: string; recordingId: string }> {
  const grant = await recordingGrant(client);
  const recordingId = /\/([\w-]+)\.wav$/.exec(grant.key)![1]!;
  const session = await client.post<SpeechSessionData>('/v1/speechSession', { recording_id: recordingId });
  if (session.body.code !== 200)
    throw new Error(`speechSession answered ${session.body.code}: ${session.body.message}`);
  const { parts } = session.body.data;
  const samples = parseWav(options.partsOf ?? wav)!.samples;
  const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const count = Math.max(1, Math.ceil(pcm.length / PCM_BYTES_PER_SECOND));
  for (let i = 0; i < count; i++) {
    const key = parts.key_prefix + partName(i + 1, i === count - 1);
    await postForm(
      { url: parts.url, fields: { key, ...parts.fields } },
      pcm.subarray(i * PCM_BYTES_PER_SECOND, (i + 1) * PCM_BYTES_PER_SECOND),
      parts.fields['Content-Type']!,
    );
  }
  await postForm(grant, wav, 'audio/wav');
  return { key: grant.key, recordingId };
}
