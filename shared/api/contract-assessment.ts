import type { Recommendation } from './contract-course-lists';
import type { Question } from '../schemas/content';
import type { UserAnswer } from '../schemas/assessment';

/**
 * Response data of the test-engine calls (spec 02 §3: attempt, review, feedback fields, completion
 * data, score). Referenced from `ResponseData` in contract.ts.
 */
export type Skill = 'R' | 'W' | 'L' | 'S';
export type Grade = 'high' | 'mid' | 'low';
/**
 * Score 1 or ≥ 0.5 is correct, < 0.5 wrong (0.4 for passage and conversation cloze), -1 awaiting review;
 * 'unsure': a spoken answer the engine could not tell right or wrong ('say it again'), never counted.
 */
export type Verdict = 'correct' | 'wrong' | 'awaiting_review' | 'skipped' | 'unsure';

export interface TestChoice {
  id: 'a' | 'b' | 'c' | 'd' | 'e';
  text: string | null;
  /** Presigned GET links for image and audio choices. */
  image_url: string | null;
  audio_url: string | null;
}

/** A question as the learner sees it: never its answers. */
export interface TestQuestion {
  question_id: number;
  type: Question['type'];
  domain: Skill;
  qlevel: number;
  question: string;
  instruction: string | null;
  prompt: string | null;
  passage: string | null;
  word_bank: string[] | null;
  choices: TestChoice[] | null;
  /**
   * Link to the question's audio or image (a stable course-media URL). Null for a video: its views
   * are counted, so each one's link comes from POST v1/videoView (VideoViewData).
   */
  media_url: string | null;
  media_kind: 'audio' | 'image' | 'video' | null;
  /** Video questions: how many times the video may be viewed (spec 02 §3 videoReplayCount), else null. */
  videoReplayCount: number | null;
  /** True when the question is answered with a recorded video (`is_audio: 'vid'`). */
  video_answer: boolean;
  /** Cloze types: the number of gaps ({{1}}, {{2}}… in `question`). */
  gap_count: number;
  /** LA: the fewest words accepted (spec 02 §5 by level), else 0. */
  min_words: number;
  /** LA: the length the task asks for ('aim for 60 to 90'), when the content sets one. */
  target_words: { min: number; max: number } | null;
  /** Length hint of the answer box: 3 for short answers, 10 for long (spec 02 §9). */
  text_length: number;
  /** True when the question needs a spoken answer (recorded, or skipped without a microphone). */
  spoken: boolean;
  /**
   * Spoken questions: how many recordings (one per VK word or conversation gap) and the auto-stop in seconds (spec 02
   * §9).
   */
  recording: { count: number; seconds: number } | null;
}

export interface LevelResult {
  /** Overall and per-skill levels on 1–12, null for a skill the attempt did not test. */
  o_level: number | null;
  r_level: number | null;
  w_level: number | null;
  l_level: number | null;
  s_level: number | null;
  /** Ranges, shown instead of levels for 'free' attempts: [low, high]. */
  o_level_range: [number, number] | null;
  r_level_range: [number, number] | null;
  w_level_range: [number, number] | null;
  l_level_range: [number, number] | null;
  s_level_range: [number, number] | null;
  /** Spec 02 §9 band of the overall level: Beginner … Mastery. */
  band: string | null;
  /** Skills the attempt asked whose answers were too few for a level (LEVEL_EVIDENCE): 'needs more answers'. */
  needs_more?: Skill[];
}

export interface AttemptData {
  attempt_id: string;
  course_id: number;
  unit_id: number;
  element_id: number;
  element_type: 'W' | 'F' | 'S' | 'A' | 'D';
  element_name: string;
  /** 'Y' once the attempt is finished and scored (spec 02 §4 fetch attempt). */
  is_graded: 'Y' | 'N';
  /** 'free' shows level ranges instead of levels. */
  attempt_name: string;
  adaptive: boolean;
  start_time: string;
  /** Timed tests (S, F): when the sitting ends (server time, ISO), and seconds left now. */
  deadline: string | null;
  time_remaining: number | null;
  /**
   * Seconds of waiting for the network the sitting may still give back (null: untimed or finished).
   * The page's clock stops while an answer waits to be sent, for at most this long (decision 372).
   */
  time_credit_left: number | null;
  /** The organisation rule (spec 02 §4): Submit on the last question waits until this many seconds remain. */
  submit_when_remaining: number | null;
  answered_questions: number;
  /** Planned length (adaptive tests may stop earlier on precision). */
  total_questions: number;
  /** The page to show: one question, or every question of a linked multi-question page. */
  next_question: TestQuestion[];
  /** Set with an empty next_question: show it and disable Submit (spec 02 §4). */
  message: string | null;
  show_feedback: boolean;
  /** A webisode's video lesson (presigned link), watched before and beside its questions; else null. */
  lesson_video: string | null;
  /** Ask for the microphone before the first question (an element with checkMic; spec 02 §4, §8). */
  check_mic: boolean;
  /** A speaking test: the page checks `speech_is_on` first and runs the echo test if it is off (spec 02 §4). */
  speech_test: boolean;
  /**
   * Taken in a preview unit of a course the learner does not hold (a free lesson): its way back is the preview page.
   *
   */
  preview: boolean;
}

/** Writing feedback object of LA and SA answers (spec 02 §3). */
export interface WritingFeedback {
  accuracy: Grade;
  grammar_score: Grade;
  grammar_feedback: string;
  topic_score: Grade;
  topic_feedback: string;
  readability_score: Grade;
  readability_feedback: string;
  vocabulary_score: Grade;
  vocabulary_feedback: string;
  unique_words_score: Grade;
  unique_words_feedback: string;
  feedback: string;
  combined_feedback: string;
  issues: Array<{ start: number; end: number; message: string; suggestion: string | null }>;
}

/** Feedback on one answered question (spec 02 §3 feedback fields). */
export interface AnswerFeedback {
  question_id: number;
  type: Question['type'];
  domain: Skill;
  score: number;
  verdict: Verdict;
  user_answer: UserAnswer | null;
  /** Choice ids or accepted texts (one per gap for cloze). */
  correct_answers: string[];
  /** The correct answer in words (choice text, model answer). */
  text_correct_answer: string | null;
  default_feedback: string | null;
  feedback_object: WritingFeedback | null;
  /** Why a lenient text answer matched or not, e.g. 'close spelling of "necessary"'. */
  match_reason: string | null;
  /** Per gap or per option scores. */
  parts: number[] | null;
  file_url: string | null;
  /** Spoken answers: the speech scores (spec 02 §3 json_response, wpm, pace and phrasing). */
  speech?: SpeechFeedback | null;
  /** Spoken answers: the learner's recordings, to play back. */
  recording_urls?: string[];
  /** Spoken answers: the correct answer, spoken (mp3). */
  correct_audio_url?: string | null;
  /**
   * Spoken answers: the first recording was poor, or the engine could not tell ('say it again'), and
   * is recorded again before Next: one re-recording, sent with `is_retry` (docs/scoring.md). False once done.
   */
  retry_due?: boolean;
  /** Spoken answers: this is the re-recording, which replaced the first one (its pass mark is 0.5). */
  retried?: boolean;
  /** Video answers: the learner's recorded video, to play back (it awaits a reviewer's score). */
  video_url?: string | null;
}

/** Scores of a spoken answer (functions/speech/scoring, docs/scoring.md "Spoken answers"). */
export interface SpeechFeedback {
  /** 0–100. */
  overall: number;
  /**
   * Known-text answers: passed, poor (the engine is confident), or 'say_again' (it cannot tell:
   * shared/scoring/spoken-outcome.ts). Absent on open answers and on answers scored before it existed.
   */
  outcome?: 'passed' | 'poor' | 'say_again';
  /** Spec 02 §5 fluency band, e.g. 'very good'. */
  band: string;
  /** What the engine heard. */
  transcript: string;
  /** The expected words (read answers) or the heard words (open answers), each 0–100; ≤ 80 is flagged. */
  words: Array<{ word: string; quality: number; flagged: boolean }>;
  wpm: number;
  pace: { rating: number; label: 'too slow' | 'good' | 'too fast' };
  phrasing: { rating: number; pauses: number };
  /** Share of the expected words said (read answers), else null. */
  completeness: number | null;
  /** IELTS-style bands (0–9) for IELTS questions. */
  ielts: { fluency: number; pronunciation: number; lexical: number; coherence: number; overall: number } | null;
}

/** The completion popup's product promo (spec 02 §2, §3): prices in the learner's currency. */
export interface ProductPromo {
  product_id: number;
  product_tag_line: string;
  offer_price: number;
  original_price: number;
  product_icon_url: string | null;
  currency: 'INR' | 'USD';
}

/** Completion data (spec 02 §3), sent with the finishing answer (code 204). */
export interface CompletionData extends LevelResult {
  attempt_id: string;
  element_type: AttemptData['element_type'];
  attempt_name: string;
  /**
   * The percentage, 0–100: each question's credit (partial for a part-right answer, 0 when skipped) over the questions
   * asked.
   */
  attemptScore: number;
  /**
   * The overall level before this test, from the score history (null for a first levelled test or an unlevelled
   * activity).
   */
  previous_o_level: number | null;
  score: number;
  l_score: number | null;
  s_score: number | null;
  r_score: number | null;
  w_score: number | null;
  upNext: { element_id: number; element_name: string; lock_status: boolean; lock_message: string | null } | null;
  productPromo: ProductPromo | null;
  certLink: string | null;
  certImg: string | null;
  dailyStepImg: string | null;
  addToLinkedin: string | null;
  org_id: string | null;
  org_name: string | null;
  product_id: number | null;
  product_name: string | null;
  grant_name: string | null;
  /** The placement check's recommendation (decision 0436); null for every other activity. */
  recommendation: Recommendation | null;
  /**
   * A final test's certificate, when the course's rule refuses it (decision 440): why, in words the
   * learner reads ('Finish 11 more activities…'); null when it may be claimed or for other tests.
   */
  certificate_block: string | null;
}

/** POST v1/submitAnswer: code 200 carries the next page, code 204 the completion. */
export interface SubmitAnswerData {
  feedback: AnswerFeedback[];
  attempt: AttemptData;
  completion: CompletionData | null;
}

/** GET v1/fetchattempt/{attemptId}/1 (spec 02 §3 review). */
export interface ReviewData {
  attempt_id: string;
  element_name: string;
  /** For the close button's route (spec 02 §2: type D goes to /mydashboard, others to the course). */
  course_id: number;
  element_type: AttemptData['element_type'];
  /** 'free' shows level ranges instead of levels (spec 02 §3 attempt). */
  attempt_name: string;
  /** Every finished attempt of the element, for previous/next navigation. */
  reviewAttemptId: string[];
  items: Array<{
    question: TestQuestion & {
      correct_answers: string[];
      correct_answer_1: string | null;
      source_text_or_html: string | null;
      default_feedback: string | null;
    };
    answers: AnswerFeedback;
  }>;
  levels: LevelResult | null;
  /** The attempt's percentage, as the completion popup gave it (partial answers count in part, skipped ones as 0). */
  attempt_score: number | null;
}

/** GET v1/mystep: the score panel (spec 02 §3 score) and the learner's current step. */
export interface ScoreData {
  oLevel: number | null;
  rLevel: number | null;
  wLevel: number | null;
  lLevel: number | null;
  sLevel: number | null;
  /** Skills with no level yet that the latest test asked too few questions of (the panel says so). */
  needsMore?: Skill[];
  showScore: boolean;
  free_test: boolean;
  band: string | null;
  /** The last five finished tests, oldest first, for the 0–12 chart. */
  history: Array<{ attempt_id: string; element_name: string; o_level: number; submitted_at: string }>;
  detailed_report: boolean;
}

/** POST v1/videoView: one counted view of a question's video (docs/video.md). */
export interface VideoViewData {
  /** The video for this view: presigned, not to be cached, working until `expires_at`. */
  url: string;
  /** Views used, this one included. */
  views: number;
  /** Views the question allows (its `videoReplayCount`). */
  limit: number;
  expires_at: string;
}
