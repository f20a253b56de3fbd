import type { AlignedText, AlignOptions } from './align/known-text';
import type { Transcript } from './scoring/recognised';

/**
 * The Speech port (docs/architecture.md): on AWS, Amazon Transcribe for open answers, the speech
 * aligner (pocketsphinx in a container Lambda) for known texts, and Polly; offline, Debian's
 * pocketsphinx and flite (./adapters/). `null` from `speechEngine()` (./speech.ts) means no engine
 * is installed here: spoken answers are then stored and shown as awaiting review, never given a
 * made-up score.
 */
export interface Speech {
  /**
   * How a checked recording says each of the accepted texts of a known-text answer, word by word
   * (functions/speech/align/): the same pocketsphinx aligner offline and, on AWS, in its Lambda.
   */
  alignText(
    recording: { key: string; samples: Int16Array },
    texts: readonly string[],
    options?: AlignOptions,
  ): Promise<AlignedText[]>;
  /** What was said in a checked recording of an open answer (16 kHz mono WAV, `key` in the uploads bucket). */
  transcribe(recording: { key: string; bytes: Buffer }): Promise<Transcript>;
  /**
   * What was said in a recording heard while it was being made: 16 kHz 16-bit mono PCM, in order,
   * as its parts arrive (functions/speech/live/). Transcribe streaming on AWS; locally the parts
   * are gathered and recognised like a finished recording.
   */
  transcribeLive(pcm: AsyncIterable<Uint8Array>): Promise<Transcript>;
  /** The text spoken (mp3), stored once in the generated bucket by a hash of voice and text; returns its key. */
  synthesize(text: string, voice?: string): Promise<string>;
}
