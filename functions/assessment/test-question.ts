import { DEFAULT_VIDEO_VIEWS } from '#shared/video/video-rules';
import { recordingCount, recordingLimitSeconds } from '#shared/speech/recording-rules';
import type { TestChoice, TestQuestion } from '#shared/api/contract-assessment';
import { minimumWords } from '#shared/scoring/long-answer-rules';
import { mediaKind, mediaUrl } from '../core/media';
import { gapCount } from './scoring/cloze';
import { scoringRoute } from './scoring/score-answer';
import type { StoredQuestion } from '../core/question-pool';

/**
 * A question as the learner sees it during a test: text, choices and media links (stable content URLs;
 * none for a video, whose views are counted), and never its answers, keywords or transcript.
 */
export async function testQuestion(q: StoredQuestion): Promise<TestQuestion> {
  const choices: TestChoice[] | null = q.choices
    ? q.choices.map((c) => ({
        id: c.id,
        text: c.text ?? null,
        image_url: mediaUrl(q.courseId, c.image),
        audio_url: mediaUrl(q.courseId, c.audio),
      }))
    : null;
  return {
    question_id: q.question_id,
    type: q.type,
    domain: q.domain,
    qlevel: q.qlevel,
    question: q.question,
    instruction: q.instruction ?? null,
    prompt: q.prompt ?? null,
    passage: q.passage ?? null,
    word_bank: q.word_bank ?? null,
    choices,
    // A video's views are counted by the server: no lasting link goes out with the question (POST v1/videoView).
    media_url: mediaKind(q.media) === 'video' ? null : mediaUrl(q.courseId, q.media),
    media_kind: mediaKind(q.media),
    videoReplayCount: mediaKind(q.media) === 'video' ? (q.video_replay_count ?? DEFAULT_VIDEO_VIEWS) : null,
    video_answer: scoringRoute(q) === 'video',
    gap_count: gapCount(q),
    min_words: q.type === 'LA' ? minimumWords(q.qlevel) : 0,
    target_words: q.type === 'LA' ? (q.target_words ?? null) : null,
    text_length: q.type === 'LA' ? 10 : ['SA', 'SASemantic', 'SAKeyword'].includes(q.type) ? 3 : 0,
    spoken: scoringRoute(q) === 'spoken',
    recording:
      scoringRoute(q) === 'spoken'
        ? { count: recordingCount(q), seconds: recordingLimitSeconds(q.type, q.courseId) }
        : null,
  };
}
