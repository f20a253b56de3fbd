import { useEffect, useId, useRef, useState } from 'react';
import type { TestQuestion } from '#shared/api/contract-assessment';
import { Icon } from '../../../components/ui/icons';
import { isAnswered, type Draft } from '../lib/answers';
import { QuestionCard } from './question-card';
import styles from './test-page.module.css';

/**
 * A linked multi-question page as an accordion (spec 02 §4): each question's panel opens from its
 * header, answered ones show an Answered mark, and `flagged` (the first unanswered question after a
 * Submit) opens, scrolls into view and takes focus.
 */
export interface LinkedQuestionsProps {
  page: readonly TestQuestion[];
  firstNumber: number;
  draftOf: (question: TestQuestion) => Draft;
  onChange: (question: TestQuestion, draft: Draft) => void;
  problems: Readonly<Record<number, string>>;
  /** Question id to reveal, with a counter so the same question can be flagged again. */
  flagged: { id: number; round: number } | null;
  /** The attempt being answered: a video on the page has the same counted views as a single video question. */
  attemptId: string;
  /** A child's page: each question has its speaker button. */
  readAloud?: boolean;
}

export function LinkedQuestions({
  page,
  firstNumber,
  draftOf,
  onChange,
  problems,
  flagged,
  attemptId,
  readAloud = false,
}: LinkedQuestionsProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(page[0] ? [page[0].question_id] : []));
  const headers = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => {
    if (!flagged) return;
    setOpen((current) => new Set([...current, flagged.id]));
    const header = headers.current.get(flagged.id);
    header?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    header?.focus({ preventScroll: true });
  }, [flagged]);

  const toggle = (questionId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {page.map((question, i) => {
        const expanded = open.has(question.question_id);
        const answered = isAnswered(question, draftOf(question));
        const panelId = `${id}-panel-${question.question_id}`;
        const problem = problems[question.question_id];
        return (
          <section key={question.question_id} className={`${styles.fold} ${problem ? styles.foldFlagged : ''}`}>
            <h2 className={styles.foldHeading}>
              <button
                type="button"
                ref={(el) => {
                  if (el) headers.current.set(question.question_id, el);
                  else headers.current.delete(question.question_id);
                }}
                className={styles.foldToggle}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(question.question_id)}
              >
                <span className={styles.foldTitle}>Question {firstNumber + i}</span>
                {answered ? (
                  <span className={styles.answeredMark}>
                    <Icon name="check" size={14} />
                    Answered
                  </span>
                ) : (
                  <span className={styles.unansweredMark}>Not answered</span>
                )}
                <span className={`${styles.foldChevron} ${expanded ? styles.foldChevronOpen : ''}`}>
                  <Icon name="chevronDown" size={18} />
                </span>
              </button>
            </h2>
            <div id={panelId} className={styles.foldPanel} hidden={!expanded}>
              <QuestionCard
                question={question}
                number={firstNumber + i}
                draft={draftOf(question)}
                onChange={(draft) => onChange(question, draft)}
                problem={problem ?? null}
                attemptId={attemptId}
                readAloud={readAloud}
                bare
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
