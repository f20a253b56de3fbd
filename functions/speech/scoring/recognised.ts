/**
 * What a speech engine heard: each word with its start and end (seconds from the start of the
 * recording) and the engine's confidence (0–1). Both engines (pocketsphinx locally, Amazon
 * Transcribe on AWS) are read into this one shape.
 */
export interface HeardWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

export interface Transcript {
  words: HeardWord[];
  /** Length of the recording in seconds. */
  duration: number;
}
