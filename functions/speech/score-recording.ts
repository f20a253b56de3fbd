import { holdForReview } from '../lib/recording-hold';
import type { SpeechFeedback } from '#shared/api/contract-assessment';
import { AppError, catalogue } from '#shared/errors';
import { SPEECH } from '#shared/scoring/thresholds';
import {
  recordingCount,
  recordingLimitSeconds,
  recordingPartLabel,
  REFUSED_RECORDING_FIELD,
  RECORDING_GRACE_SECONDS,
} from '#shared/speech/recording-rules';
import type { StoredQuestion } from '../core/question-pool';
import { readUpload, verifyUpload } from '../lib/uploads';
import { objectUrl } from '../lib/object-links';
import { log } from '../lib/log';
import { countMetric } from '../lib/metrics';
import { maskProfanity } from './scoring/clean-transcript';
import { judgeOpen } from './scoring/judge-open';
import { scoreAligned } from './scoring/score-aligned';
import { combineParts } from './scoring/score-speech';
import type { Transcript } from './scoring/recognised';
import { liveTranscript } from './live/live-transcript';
import { speechEngine, type Speech } from './speech';
import { SPEECH_UPLOAD } from './speech-upload';
import { hasSpeech } from './vad';
import { levelDbfs, parseWav } from './wav';

/**
 * A spoken answer, from the uploaded recordings to its score (spec 02 §3, §5). Every recording is
 * checked before anything is scored or stored: the caller's own key, a real upload, 16 kHz WAV, not
 * too short, not too long for the question, speech in it (voice activity, ./vad.ts). Known-text
 * answers are aligned to their accepted texts (./align/); open answers are recognised freely and
 * judged, and one not understood is refused. Refusals are the spec's messages and write nothing.
 * Without a speech engine the answer awaits review (score -1), never a made-up score.
 */
export interface SpokenResult {
  /** 0–1, or -1 awaiting review. */
  score: number;
  speech: SpeechFeedback | null;
  recordingUrls: string[];
  correctAudioUrl: string | null;
  /** The objects behind the links, kept with the answer so a later review signs fresh links. */
  files: SpokenFiles;
  /** Each recording's overall score (0–100), in order: the outcome of a known-text answer is read from them. */
  partScores: number[];
}

export interface SpokenFiles {
  recordings: string[];
  correctAudio: string | null;
}

export async function scoreSpokenAnswer(
  userId: string,
  question: StoredQuestion,
  keys: readonly string[],
): Promise<SpokenResult> {
  const expected = recordingCount(question);
  if (keys.length !== expected) throw new AppError(question.type === 'VK' ? 'recordingCountWrong' : 'recordingNeeded');
  const limit = recordingLimitSeconds(question.type, question.courseId);
  const recordings = await Promise.all(
    keys.map(async (key, part) => {
      await verifyUpload(userId, SPEECH_UPLOAD, key);
      const bytes = await readUpload(key);
      const pcm = parseWav(bytes);
      const refused =
        !pcm || pcm.duration < SPEECH.minSeconds || levelDbfs(pcm.samples) < SPEECH.silenceDbfs
          ? 'recordingUnclear'
          : pcm.duration > limit + RECORDING_GRACE_SECONDS
            ? 'recordingTooLong'
            : !hasSpeech(pcm.samples)
              ? 'recordingUnclear'
              : null;
      if (refused || !pcm) throw refusedPart(refused ?? 'recordingUnclear', question, part, expected);
      return { key, bytes, samples: pcm.samples, seconds: pcm.duration };
    }),
  );
  const recordingUrls = (await Promise.all(keys.map((k) => objectUrl('uploads', k)))).filter((u): u is string =>
    Boolean(u),
  );
  const engine = await speechEngine();
  if (!engine) {
    await holdForReview(keys); // awaiting review: kept past the raw recordings' days (decision 0803)
    return {
      score: -1,
      speech: null,
      recordingUrls,
      correctAudioUrl: null,
      files: { recordings: [...keys], correctAudio: null },
      partScores: [],
    };
  }

  let parts: SpeechFeedback[];
  try {
    parts = await Promise.all(recordings.map((r, part) => scorePart(userId, question, part, r, engine)));
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The recordings are stored and checked: an engine that fails or is slow must not lose the answer.
    log.warn('speech.transcribe_failed', { questionId: question.question_id, error: String(error) });
    await holdForReview(keys);
    return {
      score: -1,
      speech: null,
      recordingUrls,
      correctAudioUrl: null,
      files: { recordings: [...keys], correctAudio: null },
      partScores: [],
    };
  }
  countMetric(
    'SpeechSeconds',
    recordings.reduce((sum, r) => sum + r.seconds, 0),
  );
  const speech = combineParts(
    parts.map((p) => ({
      ...p,
      transcript: maskProfanity(p.transcript),
      words: p.words.map((w) => ({ ...w, word: maskProfanity(w.word) })),
    })),
  );
  const correctAudio = await spokenCorrectAnswer(question, engine);
  const correctAudioUrl = correctAudio ? await objectUrl('generated', correctAudio) : null;
  return {
    score: Math.round(speech.overall * 10) / 1000,
    speech,
    recordingUrls,
    correctAudioUrl,
    files: { recordings: [...keys], correctAudio },
    partScores: parts.map((p) => p.overall),
  };
}

/**
 * The live transcript made while this recording was recorded, when it heard exactly this WAV
 * (live/live-transcript.ts); otherwise the engine transcribes the WAV (a batch job on AWS).
 */
async function transcribeRecording(
  userId: string,
  question: StoredQuestion,
  recording: Recording,
  engine: Speech,
): Promise<Transcript> {
  const started = Date.now();
  const live = await liveTranscript(userId, recording.key, recording.samples);
  const transcript = live.transcript ?? (await engine.transcribe(recording));
  log.info('speech.transcript_path', {
    questionId: question.question_id,
    path: live.path === 'live' ? 'live' : 'batch',
    live: live.path,
    ms: Date.now() - started,
  });
  return transcript;
}

type Recording = { key: string; bytes: Buffer; samples: Int16Array };

/**
 * One recording's score. Open answers (IELTS) are recognised freely (the live transcript when there
 * is one) and judged; one not understood is refused. Every other spoken answer has known texts (a
 * VK word, a conversation gap's alternatives, the accepted answers) and is aligned to them.
 */
async function scorePart(
  userId: string,
  question: StoredQuestion,
  part: number,
  recording: Recording,
  engine: Speech,
): Promise<SpeechFeedback> {
  const correct = question.correct_answers ?? [];
  if (question.type === 'IELTS') {
    const transcript = await transcribeRecording(userId, question, recording, engine);
    const topicText = [question.question, question.prompt ?? '', correct[0] ?? ''].join(' ');
    const judged = judgeOpen(
      { topicText, targetSeconds: Math.min(60, recordingLimitSeconds(question.type, question.courseId)) },
      transcript,
    );
    if (judged.refused) {
      log.info('speech.open_refused', {
        questionId: question.question_id,
        reason: judged.reason,
        words: transcript.words.length,
      });
      throw new AppError('recordingUnclear');
    }
    return judged.feedback;
  }
  const texts =
    question.type === 'VK' || question.type === 'Cloze_with_conversation'
      ? (correct[part] ?? '').split('|')
      : correct.flatMap((c) => c.split('|'));
  const started = Date.now();
  const aligned = await engine.alignText(recording, texts, { mates: questionMates(question, part) });
  log.info('speech.aligned', { questionId: question.question_id, texts: aligned.length, ms: Date.now() - started });
  return scoreAligned(aligned);
}

/**
 * A VK word's question-mates: the other words the question asks for (ship, sheep, chip, cheap), each
 * alternative spelling included; saying one of them instead is the mistake a VK question tests.
 */
export function questionMates(question: Pick<StoredQuestion, 'type' | 'correct_answers'>, part: number): string[] {
  if (question.type !== 'VK') return [];
  const own = new Set((question.correct_answers?.[part] ?? '').split('|').map((t) => t.trim().toLowerCase()));
  return (question.correct_answers ?? [])
    .filter((_, k) => k !== part)
    .flatMap((c) => c.split('|'))
    .map((t) => t.trim())
    .filter((t) => t && !own.has(t.toLowerCase()));
}

/**
 * The correct answer, spoken (spec 02 §7: text-to-speech of correct answers): its key; a failure only leaves it out.
 *
 */
async function spokenCorrectAnswer(question: StoredQuestion, engine: Speech): Promise<string | null> {
  const correct = question.correct_answers ?? [];
  const text =
    question.type === 'VK' || question.type === 'Cloze_with_conversation'
      ? correct.map((c) => c.split('|')[0]).join(', ')
      : (correct[0]?.split('|')[0] ?? '');
  if (!text.trim()) return null;
  try {
    return await engine.synthesize(text);
  } catch (error) {
    log.warn('speech.synthesis_failed', { questionId: question.question_id, error: String(error) });
    return null;
  }
}

/** Fresh links to a stored spoken answer's files (the ones given at the time expire in two hours). */
export async function signedSpokenFiles(
  files: SpokenFiles,
): Promise<{ recording_urls: string[]; file_url: string | null; correct_audio_url: string | null }> {
  const recording_urls = (await Promise.all(files.recordings.map((k) => objectUrl('uploads', k)))).filter(
    (u): u is string => Boolean(u),
  );
  return {
    recording_urls,
    file_url: recording_urls[0] ?? null,
    correct_audio_url: files.correctAudio ? await objectUrl('generated', files.correctAudio) : null,
  };
}

/**
 * A refused recording of a question that takes several says which one (decision 0447):
 * 'Gap 2: Please try recording again', with the part in the error's fields for the recorder to mark.
 * The spec's words stay in the message, so it still shows no retry text (spec 01 §8).
 */
export function refusedPart(
  key: 'recordingUnclear' | 'recordingTooLong',
  question: Pick<StoredQuestion, 'type'>,
  part: number,
  count: number,
): AppError {
  if (count === 1) return new AppError(key);
  return new AppError(key, {
    message: `${recordingPartLabel(question.type, part, count)}: ${catalogue[key].message}`,
    fields: { [REFUSED_RECORDING_FIELD]: String(part + 1) },
  });
}
