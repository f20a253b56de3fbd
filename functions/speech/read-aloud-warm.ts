import { juniorPhrases } from '#shared/junior/phrases';
import { loadCourse } from '../core/catalogue';
import { loadQuestions } from '../core/question-pool';
import { clip, feedbackSpeech, questionSpeech } from './read-aloud-text';
import { speechEngine } from './speech-port';
import { stats } from './synthesis-cache';

/**
 * Every text a course's junior screens can read aloud (decision 421): the phrases, each activity's
 * instructions, each question, and each question's "the right answer is" feedback (the other
 * verdicts are phrases). Made before an olympiad (`npm run read-aloud:warm`, docs/operations.md), so
 * the day itself makes no Polly call: Polly's neural voice allows 8 requests a second.
 */
export async function readAloudTexts(courseId: number): Promise<string[]> {
  const course = await loadCourse(courseId);
  if (!course) throw new Error(`Course ${courseId} is not imported.`);
  const elements = course.units.flatMap((u) => u.elements);
  const questions = await loadQuestions(elements.flatMap((e) => e.questionIds));
  const texts = [
    ...Object.values(juniorPhrases),
    ...elements.map((e) => clip(e.instructions ?? e.element_description)),
    ...[...questions.values()].flatMap((q) => [questionSpeech(q), feedbackSpeech('wrong', q)]),
  ];
  return [...new Set(texts)];
}

/** Makes the audio of every text not stored yet, `parallel` at a time; returns how many were made. */
export async function warmReadAloud(courseId: number, parallel = 4): Promise<{ texts: number; made: number }> {
  const engine = await speechEngine();
  if (!engine) throw new Error('No speech engine here: install flite (locally) or run with AWS credentials.');
  const texts = await readAloudTexts(courseId);
  const before = stats.misses;
  let next = 0;
  const worker = async () => {
    while (next < texts.length) await engine.synthesize(texts[next++]!);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { texts: texts.length, made: stats.misses - before };
}
