/**
 * What other areas may use of speech (its facade: docs/architecture.md, "Facades between areas"): scoring a
 * spoken answer and the links to its recordings, and the upload rules of a video answer. Not the
 * Speech adapter port (speech-port.ts: Transcribe/Polly or the local engines).
 */
export { scoreSpokenAnswer, signedSpokenFiles, type SpokenFiles, type SpokenResult } from './score-recording';
export { VIDEO_UPLOAD } from './speech-upload';
