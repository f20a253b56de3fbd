import { useId, useState, type ReactNode, type Ref } from 'react';
import type { AnswerFeedback, TestQuestion } from '#shared/api/contract-assessment';
import { SpeakButton } from '../../../../components/read-aloud/speak-button';
import { withBlanks } from '../../lib/cloze';
import { answerKind } from '../../lib/question-kinds';
import { QuestionCard } from '../question-card';
import { draftFromAnswer } from './answer-parts';
import { ChoiceFeedback } from './choice-feedback';
import { GapFeedback } from './gap-feedback';
import { TextFeedback } from './text-feedback';
import { SpokenFeedback } from './spoken-feedback';
import { VideoFeedback } from './video-feedback';
import { VerdictBadge } from './verdict-badge';
import { WordFeedback } from './word-feedback';
import { WritingFeedbackView } from './writing-feedback';
import questionStyles from '../question.module.css';
import styles from './feedback.module.css';

/**
 * Feedback on one answered question (spec 02 §3 feedback fields, §4 scoring view), used after
 * Submit and in review: the verdict, the answer against the correct one by type, why a text answer
 * matched, the writing feedback, the explanation, and 'See question again'. Conversation cloze
 * keeps all of it collapsed under 'See Explanation'.
 */
export interface AnswerFeedbackViewProps {
  question: TestQuestion;
  feedback: AnswerFeedback;
  number: number;
  /** Review only: what a listening question's audio says (or the passage again). */
  transcript?: string | null;
  headingRef?: Ref<HTMLHeadingElement>;
  /** A child's page (decision 0422): a speaker button reads the verdict and the right answer. */
  readAloudAttemptId?: string;
}

export function AnswerFeedbackView({
  question,
  feedback,
  number,
  transcript = null,
  headingRef,
  readAloudAttemptId,
}: AnswerFeedbackViewProps) {
  const id = useId();
  const [questionShown, setQuestionShown] = useState(false);
  const kind = answerKind(question);

  // On a child's page the choices already show the right one; 'option b is correct' is not a child's words.
  const isChoice = kind === 'single' || kind === 'multiple';
  let comparison: ReactNode = null;
  if (kind === 'single' || kind === 'multiple')
    comparison = <ChoiceFeedback choices={question.choices ?? []} feedback={feedback} />;
  else if (kind === 'gaps') comparison = <GapFeedback question={question} feedback={feedback} />;
  else if (kind === 'words') comparison = <WordFeedback words={question.word_bank ?? []} feedback={feedback} />;
  else if (kind === 'writing') comparison = <TextFeedback question={question} feedback={feedback} />;
  else if (kind === 'spoken') comparison = <SpokenFeedback feedback={feedback} />;
  else if (kind === 'video') comparison = <VideoFeedback feedback={feedback} />;

  const details = (
    <>
      {comparison}
      {feedback.match_reason && !(readAloudAttemptId && isChoice) ? (
        <p className={styles.reason}>Why: {feedback.match_reason}</p>
      ) : null}
      {feedback.feedback_object ? <WritingFeedbackView feedback={feedback.feedback_object} /> : null}
      {transcript && transcript !== question.passage ? (
        <details className={styles.model}>
          <summary>{question.media_kind === 'audio' ? 'Read what you heard' : 'See the text'}</summary>
          <p className={styles.answerText}>{transcript}</p>
        </details>
      ) : null}
      {feedback.default_feedback ? (
        <div className={styles.explanation}>
          <h4 className={styles.subheading}>Explanation</h4>
          <p>{feedback.default_feedback}</p>
        </div>
      ) : null}
    </>
  );

  return (
    <article className={questionStyles.card} aria-labelledby={`${id}-heading`}>
      <div className={questionStyles.cardHead}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={questionStyles.number}>
          Question {number}
        </h2>
        <VerdictBadge feedback={feedback} />
        {readAloudAttemptId ? (
          <SpeakButton
            request={{ kind: 'feedback', attempt_id: readAloudAttemptId, question_id: question.question_id }}
            what={`how you did on question ${number}`}
          />
        ) : null}
      </div>
      <p className={styles.echo}>{withBlanks(question.question)}</p>
      {question.type === 'Cloze_with_conversation' ? (
        <details className={styles.explain}>
          <summary>See Explanation</summary>
          {details}
        </details>
      ) : (
        details
      )}
      {kind !== 'none' ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={questionShown}
          aria-controls={`${id}-again`}
          onClick={() => setQuestionShown((v) => !v)}
        >
          {questionShown ? 'Hide question' : 'See question again'}
        </button>
      ) : null}
      <div id={`${id}-again`} hidden={!questionShown} className={styles.again}>
        {questionShown ? (
          <QuestionCard
            question={question}
            number={number}
            draft={draftFromAnswer(question, feedback.user_answer)}
            readOnly
            bare
          />
        ) : null}
      </div>
    </article>
  );
}
