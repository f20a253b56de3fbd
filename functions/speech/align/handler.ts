import { config } from '../../lib/config';
import { GetObjectCommand, s3 } from '../../lib/s3';
import { parseWav } from '../wav';
import { alignKnownText, type AlignedText } from './known-text';
import { observed } from '../../lib/observe';

/**
 * The speech aligner on AWS (docs/decisions.md 381): a container-image Lambda carrying Debian's
 * pocketsphinx and its model, invoked by submitAnswer (RequestResponse) with a checked recording's
 * key and the accepted texts; it reads the WAV from the uploads bucket and answers with the same
 * alignment the offline engine makes. Only keys under `speech/` are read (its role allows no more).
 */
export interface AlignRequest {
  key: string;
  texts: string[];
  /** A VK word's question-mates (known-text.ts, AlignOptions). */
  mates?: string[];
}

export const handler = observed(async function handler(request: AlignRequest): Promise<AlignedText[]> {
  if (!/^speech\/[\w-]+\/[\w-]+\.wav$/.test(request.key) || !Array.isArray(request.texts))
    throw new Error('bad request');
  const object = await s3().send(new GetObjectCommand({ Bucket: config().bucket('uploads'), Key: request.key }));
  const pcm = parseWav(Buffer.from(await object.Body!.transformToByteArray()));
  if (!pcm) throw new Error('not a 16 kHz mono WAV');
  const mates = Array.isArray(request.mates) ? { mates: request.mates.map(String) } : {};
  return alignKnownText(pcm.samples, request.texts.map(String), mates);
});
