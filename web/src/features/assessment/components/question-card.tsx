import { useEffect, useId, useRef, type Ref, type RefObject } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { minimumWords } from '#shared/scoring/long-answer-rules';
import { SpeakButton } from '../../../components/read-aloud/speak-button';
import { skillNames } from '../../../lib/skills';
import type { Draft } from '../lib/answers';
import { withBlanks } from '../lib/cloze';
import { answerKind } from '../lib/question-kinds';
import { ChoiceAnswer } from './answers/choice-answer';
import { GapText } from './answers/gap-text';
import { SpokenAnswer } from './answers/spoken-answer';
import { VideoAnswer } from './answers/video-answer';
import { WordCloud } from './answers/word-cloud';
import { WritingBox } from './answers/writing-box';
import { QuestionMedia } from './question-media';
import { ConnectionGate } from './video/connection-gate';
import { QuestionVideo } from './video/question-video';
import styles from './question.module.css';

/**
 * One question as the learner sees it (spec 02 §3): instruction, media, passage, the question (with
 * inline gaps for cloze types), word bank, prompt, and the answer control for its type. `readOnly`
 * shows it again beside its feedback, with the learner's answer filled in.
 */
export interface QuestionCardProps {
  question: TestQuestion;
  number: number;
  draft: Draft;
  onChange?: (draft: Draft) => void;
  problem?: string | null;
  readOnly?: boolean;
  /** Inside an accordion the panel heading already names the question. */
  bare?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The attempt being answered: a video question's views are counted per attempt (spec 02 §4), single or on a linked
   * page.
   */
  attemptId?: string;
  /** The server refused this question's recordings at the last Submit. */
  recordingRefused?: boolean;
  /** A child's page (decision 0422): a speaker button reads the question and its choices. */
  readAloud?: boolean;
  /** Which of its recordings the refusal named (0-based), when it takes several. */
  refusedPart?: number | undefined;
}

export function QuestionCard({
  question,
  number,
  draft,
  onChange = () => {},
  problem = null,
  readOnly = false,
  bare = false,
  headingRef,
  attemptId,
  recordingRefused = false,
  readAloud = false,
  refusedPart,
}: QuestionCardProps) {
  const id = useId();
  const textId = `${id}-text`;
  const problemId = `${id}-problem`;
  const kind = answerKind(question);
  const invalid = Boolean(problem);
  const describedBy = problem ? problemId : undefined;
  const gapValues = Array.isArray(draft) ? draft : [];
  const firstEmptyGap = invalid && kind === 'gaps' ? gapValues.findIndex((v) => v.trim() === '') : null;
  // Conversation cloze is spoken: its gaps are read, not typed, so the text shows them as blanks.
  const text = kind === 'gaps' ? null : kind === 'spoken' ? withBlanks(question.question) : question.question;
  const card = useRef<HTMLElement>(null);
  useProblemInView(card, problemId, problem);

  return (
    <article ref={card} className={bare ? styles.bare : styles.card} aria-labelledby={`${id}-heading`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={bare ? 'visually-hidden' : styles.number}>
          {question.type === 'INS' ? 'Before you begin' : `Question ${number}`}
        </h2>
        {question.type !== 'INS' ? <span className={styles.skill}>{skillNames[question.domain]}</span> : null}
        {readAloud && attemptId && !readOnly ? (
          <SpeakButton
            request={{ kind: 'question', attempt_id: attemptId, question_id: question.question_id }}
            what={question.type === 'INS' ? 'the instructions' : `question ${number}`}
          />
        ) : null}
      </div>
      {question.instruction ? <p className={styles.instruction}>{question.instruction}</p> : null}
      {question.media_kind === 'video' && attemptId && !readOnly ? (
        <ConnectionGate attemptId={attemptId}>
          <QuestionVideo attemptId={attemptId} question={question} />
        </ConnectionGate>
      ) : question.media_kind === 'video' && !question.media_url ? (
        <p className={styles.instruction}>
          The video is shown only while the question is asked, and only as many times as it allows.
        </p>
      ) : question.media_url ? (
        <QuestionMedia url={question.media_url} kind={question.media_kind} />
      ) : null}
      {question.passage ? (
        <section className={styles.passage} aria-label="Passage">
          <h3 className={styles.passageTitle}>Read the passage</h3>
          <div className={styles.passageText} tabIndex={0}>
            {question.passage}
          </div>
        </section>
      ) : null}
      {text !== null ? (
        <p id={textId} className={styles.questionText}>
          {text}
        </p>
      ) : null}
      {kind === 'gaps' ? (
        <GapText
          text={question.question}
          values={gapValues}
          onChange={onChange}
          wordBank={question.word_bank}
          textId={textId}
          invalidGap={firstEmptyGap}
          disabled={readOnly}
        />
      ) : null}
      {/* A word bank to read (cloze gaps and Wordcloud make theirs pressable). */}
      {kind !== 'gaps' && kind !== 'words' && question.word_bank?.length ? (
        <p className={styles.wordBank}>
          <span className={styles.wordBankTitle}>Word bank</span>
          {question.word_bank.join(' · ')}
        </p>
      ) : null}
      {question.prompt ? (
        <p className={styles.prompt}>
          <strong>Tip: </strong>
          {question.prompt}
        </p>
      ) : null}
      {kind === 'single' || kind === 'multiple' ? (
        <ChoiceAnswer
          name={`q${question.question_id}`}
          choices={question.choices ?? []}
          multiple={kind === 'multiple'}
          value={draft ?? ''}
          onChange={onChange}
          labelledBy={textId}
          describedBy={describedBy}
          invalid={invalid}
          disabled={readOnly}
          large={readAloud}
        />
      ) : null}
      {kind === 'writing' ? (
        <WritingBox
          value={typeof draft === 'string' ? draft : ''}
          onChange={onChange}
          rows={question.type === 'LA' ? Math.max(question.text_length, 10) : question.text_length}
          minWords={question.type === 'LA' ? minimumWords(question.qlevel) : 0}
          target={question.target_words}
          labelledBy={textId}
          describedBy={describedBy}
          invalid={invalid}
          disabled={readOnly}
        />
      ) : null}
      {kind === 'words' ? (
        <WordCloud
          words={question.word_bank ?? []}
          value={Array.isArray(draft) ? draft : []}
          onChange={onChange}
          labelledBy={textId}
          disabled={readOnly}
        />
      ) : null}
      {kind === 'spoken' && !readOnly ? (
        <SpokenAnswer
          question={question}
          value={Array.isArray(draft) ? draft : []}
          onChange={onChange}
          flagMissing={invalid}
          refused={recordingRefused}
          refusedPart={refusedPart}
        />
      ) : null}
      {kind === 'video' && !readOnly ? (
        <VideoAnswer value={typeof draft === 'string' ? draft : ''} onChange={onChange} missing={invalid} />
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </article>
  );
}

/**
 * An answer missing at Submit (decision 0439): its message sits below the answer, often below the fold,
 * so the first card with one brings it into view and puts focus on its first answer control; a
 * Submit that seemed to do nothing now shows what is missing. Later cards on a linked page stay put.
 */
function useProblemInView(card: RefObject<HTMLElement | null>, problemId: string, problem: string | null): void {
  useEffect(() => {
    if (!problem || !card.current) return;
    const first = document.querySelector('main [role="alert"][id$="-problem"]');
    if (first && first.id !== problemId) return;
    const control = card.current.querySelector<HTMLElement>(
      'input:not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled])',
    );
    control?.focus({ preventScroll: true });
    document.getElementById(problemId)?.scrollIntoView({ block: 'center' });
  }, [card, problemId, problem]);
}
