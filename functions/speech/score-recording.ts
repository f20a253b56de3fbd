import type { SpeechFeedback } from '#shared/api/contract-attempts';
import { AppError } from '#shared/errors';
import { SPEECH } from '#shared/scoring/thresholds';
import { recordingCount, recordingLimitSeconds, RECORDING_GRACE_SECONDS } from '#shared/speech/recording-rules';
import type { StoredQuestion } from '../tests/question-pool';
import { readUpload, verifyUpload } from '../lib/uploads';
import { objectUrl } from '../lib/object-links';
import { log } from '../lib/log';
import { combineParts, scoreBestRead, scoreOpen } from './scoring/score-speech';
import type { Transcript } from './scoring/recognised';
import { liveTranscript } from './live/live-transcript';
import { speechEngine, type Speech } from './speech-port';
import { SPEECH_UPLOAD } from './speech-upload';
import { levelDbfs, parseWav } from './wav';

/**
 * A spoken answer, from the uploaded recordings to its score (spec 02 §3, §5). Every recording is
 * checked before anything is scored or stored: the caller's own key, a real upload, 16 kHz WAV, not
 * too short, not too long for the question, not silence. Refusals are the spec's messages and
 * write nothing. Without a speech engine the answer awaits review (score -1), never a made-up score.
 */
export interface SpokenResult {
  /** 0–1, or -1 awaiting review. */
  score: number;
  speech: SpeechFeedback | null;
  recordingUrls: string[];
  correctAudioUrl: string | null;
  /** The objects behind the links, kept with the answer so a later review signs fresh links. */
  files: SpokenFiles;
}

export interface SpokenFiles {
  recordings: string[];
  correctAudio: string | null;
}

export async function scoreSpokenAnswer(userId: string, question: StoredQuestion, keys: readonly string[]): Promise<SpokenResult> {
  const expected = recordingCount(question);
  if (keys.length !== expected) throw new AppError(question.type === 'VK' ? 'recordingCountWrong' : 'recordingNeeded');
  const limit = recordingLimitSeconds(question.type, question.courseId);
  const recordings = await Promise.all(
    keys.map(async (key) => {
      await verifyUpload(userId, SPEECH_UPLOAD, key);
      const bytes = await readUpload(key);
      const pcm = parseWav(bytes);
      if (!pcm || pcm.duration < SPEECH.minSeconds || levelDbfs(pcm.samples) < SPEECH.silenceDbfs) throw new AppError('recordingUnclear');
      if (pcm.duration > limit + RECORDING_GRACE_SECONDS) throw new AppError('recordingTooLong');
      return { key, bytes, samples: pcm.samples };
    }),
  );
  const recordingUrls = (await Promise.all(keys.map((k) => objectUrl('uploads', k)))).filter((u): u is string => Boolean(u));
  const engine = await speechEngine();
  if (!engine) return { score: -1, speech: null, recordingUrls, correctAudioUrl: null, files: { recordings: [...keys], correctAudio: null } };

  let transcripts: Transcript[];
  try {
    transcripts = await Promise.all(recordings.map((r) => transcribeRecording(userId, question, r, engine)));
  } catch (error) {
    // The recordings are stored and checked: an engine that fails or is slow must not lose the answer.
    log.warn('speech.transcribe_failed', { questionId: question.question_id, error: String(error) });
    return { score: -1, speech: null, recordingUrls, correctAudioUrl: null, files: { recordings: [...keys], correctAudio: null } };
  }
  if (transcripts.some((t) => t.words.length === 0)) throw new AppError('recordingUnclear');
  const speech = combineParts(transcripts.map((t, part) => scorePart(question, part, t)));
  const correctAudio = await spokenCorrectAnswer(question, engine);
  const correctAudioUrl = correctAudio ? await objectUrl('generated', correctAudio) : null;
  return { score: Math.round(speech.overall * 10) / 1000, speech, recordingUrls, correctAudioUrl, files: { recordings: [...keys], correctAudio } };
}

/**
 * The live transcript made while this recording was recorded, when it heard exactly this WAV
 * (live/live-transcript.ts); otherwise the engine transcribes the WAV (a batch job on AWS).
 */
async function transcribeRecording(userId: string, question: StoredQuestion, recording: { key: string; bytes: Buffer; samples: Int16Array }, engine: Speech): Promise<Transcript> {
  const started = Date.now();
  const live = await liveTranscript(userId, recording.key, recording.samples);
  const transcript = live.transcript ?? (await engine.transcribe(recording));
  log.info('speech.transcript_path', { questionId: question.question_id, path: live.path === 'live' ? 'live' : 'batch', live: live.path, ms: Date.now() - started });
  return transcript;
}

/** Accepted texts of one part: a VK word, a conversation gap's alternatives, or the accepted answers. */
function scorePart(question: StoredQuestion, part: number, transcript: Transcript): SpeechFeedback {
  const correct = question.correct_answers ?? [];
  if (question.type === 'IELTS') {
    const topicText = [question.question, question.prompt ?? '', correct[0] ?? ''].join(' ');
    return scoreOpen({ topicText, targetSeconds: Math.min(60, recordingLimitSeconds(question.type, question.courseId)) }, transcript, true);
  }
  if (question.type === 'VK' || question.type === 'Cloze_with_conversation') return scoreBestRead((correct[part] ?? '').split('|'), transcript);
  return scoreBestRead(correct.flatMap((c) => c.split('|')), transcript);
}

/** The correct answer, spoken (spec 02 §7: text-to-speech of correct answers): its key; a failure only leaves it out. */
async function spokenCorrectAnswer(question: StoredQuestion, engine: Speech): Promise<string | null> {
  const correct = question.correct_answers ?? [];
  const text = question.type === 'VK' || question.type === 'Cloze_with_conversation' ? correct.map((c) => c.split('|')[0]).join(', ') : (correct[0]?.split('|')[0] ?? '');
  if (!text.trim()) return null;
  try {
    return await engine.synthesize(text);
  } catch (error) {
    log.warn('speech.synthesis_failed', { questionId: question.question_id, error: String(error) });
    return null;
  }
}

/** Fresh links to a stored spoken answer's files (the ones given at the time expire in two hours). */
export async function signedSpokenFiles(files: SpokenFiles): Promise<{ recording_urls: string[]; file_url: string | null; correct_audio_url: string | null }> {
  const recording_urls = (await Promise.all(files.recordings.map((k) => objectUrl('uploads', k)))).filter((u): u is string => Boolean(u));
  return { recording_urls, file_url: recording_urls[0] ?? null, correct_audio_url: files.correctAudio ? await objectUrl('generated', files.correctAudio) : null };
}
