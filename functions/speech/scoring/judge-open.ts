import type { SpeechFeedback } from '#shared/api/contract-assessment';
import { SPEECH } from '#shared/scoring/thresholds';
import { stem } from '../../core/language/lexicon';
import { contentWords } from '../../core/language/stop-words';
import { heardTokens, tokens } from './align';
import type { Transcript } from './recognised';
import { fluencyBand, scoreOpen, type OpenTask } from './score-speech';

/**
 * An open (IELTS-style) answer judged for what was said (docs/scoring.md, "Open answers"):
 *
 * - **Understood?** Free recognition turns unclear speech into words too, with low confidence. When
 *   too few words were heard, or the engine was unsure of most of them, the answer is not graded
 *   but refused ('Please try recording again'): a score of what was not understood would be a guess.
 * - **On the task?** Relevance is the share of the task's content words (question, prompt, model
 *   answer; by stem) that the answer used, against a small target; an answer below the target has
 *   its score scaled down in proportion, like the long written answers' topic gate, so fluent
 *   English about something else does not pass.
 */
export type OpenJudgement =
  | { refused: true; reason: 'too few words' | 'not understood' }
  | { refused: false; feedback: SpeechFeedback; relevance: number };

/** The share of the task's content words (at most `topicWords` of them) the answer used. */
export function relevanceOf(topicText: string, heard: readonly string[]): number {
  const topic = new Set(contentWords(tokens(topicText)).map(stem));
  if (topic.size === 0) return 1;
  const said = new Set(contentWords([...heard]).map(stem));
  const overlap = [...said].filter((w) => topic.has(w)).length;
  return Math.min(1, overlap / Math.min(SPEECH.openJudge.topicWords, topic.size));
}

export function judgeOpen(task: OpenTask, transcript: Transcript): OpenJudgement {
  const { minWords, minConfidence, relevanceGate } = SPEECH.openJudge;
  const heard = heardTokens(transcript.words);
  if (heard.length < minWords) return { refused: true, reason: 'too few words' };
  const confidence = heard.reduce((sum, w) => sum + Math.min(1, Math.max(0, w.confidence)), 0) / heard.length;
  if (confidence < minConfidence) return { refused: true, reason: 'not understood' };
  const relevance = relevanceOf(
    task.topicText,
    heard.map((w) => w.word),
  );
  const scored = scoreOpen(task, transcript, true);
  const overall = Math.round(scored.overall * Math.min(1, relevance / relevanceGate));
  return { refused: false, relevance, feedback: { ...scored, overall, band: fluencyBand(overall) } };
}
