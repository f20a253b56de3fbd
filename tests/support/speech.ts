import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PresignedUpload } from '#shared/api/contract';
import { wavBytes } from '../../functions/speech/wav';
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
  const grant = await client.post<PresignedUpload>('/v1/recordingupload', { content_type: 'audio/wav' });
  if (grant.body.code !== 200) throw new Error(`recordingupload answered ${grant.body.code}: ${grant.body.message}`);
  const { url, fields, key } = grant.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, name === 'Content-Type' ? contentType : value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'answer.wav');
  const response = await fetch(url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return key;
}
