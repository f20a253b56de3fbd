/**
 * What other areas may use of speech (docs/architecture.md, "Ports between areas"): scoring a
 * spoken answer and the links to its recordings, and the upload rules of a video answer. Not to be
 * confused with the Speech adapter port (speech-port.ts: Transcribe/Polly or the local engines).
 */
export { scoreSpokenAnswer, signedSpokenFiles, type SpokenFiles, type SpokenResult } from './score-recording';
export { VIDEO_UPLOAD } from './speech-upload';
