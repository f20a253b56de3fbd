import { ReportLink } from '../../../components/score/report-link';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChildDetailsData, ChildTestCard, KidsScoreData } from '#shared/api/contract-accounts';
import { SpeakButton } from '../../../components/read-aloud/speak-button';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { fetchInstructions } from '../../../components/activity/instructions';
import { useAction } from '../../../hooks/use-action';
import { attemptPath, reviewPath, startAttemptPath } from '../../../lib/links';
import { FINAL_TEST_MINUTES, attemptsLeft, finalAction, practiceAction } from '../lib/test-cards';
import styles from './family.module.css';
import type { Audience } from '../lib/audience';
import { FinalStartDialog } from './final-start-dialog';
import { FileLink, TestCardFrame } from './test-card-frame';

/**
 * The practice-test and final-test cards of the child dashboard (spec 01 §2, 02 §2), from unit 1 of
 * the child's course. Review opens the latest finished attempt, which the course's instruction data
 * names (GET v1/fetchinstructions).
 */
async function latestReview(card: ChildTestCard): Promise<string | null> {
  return (await fetchInstructions(card.course_id, card.element_id)).review_attempts.at(-1) ?? null;
}

function StartButton({ card, label }: { card: ChildTestCard; label: string }) {
  return card.attempt_id ? (
    <ButtonLink to={attemptPath(card.attempt_id)}>Continue</ButtonLink>
  ) : (
    <ButtonLink to={startAttemptPath(card.course_id, card.element_id)}>{label}</ButtonLink>
  );
}

/** What the practice card says about attempts: a child never reads the word 'attempts' (decision 0428). */
function practiceLine(left: number | null, audience: Audience): string {
  if (audience === 'child')
    return left === null
      ? 'Play as often as you like'
      : left === 0
        ? 'All done!'
        : `${left} more ${left === 1 ? 'go' : 'goes'}`;
  if (left === null) return 'No limit on attempts';
  return left === 0 ? 'All attempts used' : `${left} ${left === 1 ? 'attempt' : 'attempts'} left`;
}

export function PracticeTestCard({ card, audience }: { card: ChildDetailsData['practice_test']; audience: Audience }) {
  const navigate = useNavigate();
  const review = useAction(latestReview);
  const [none, setNone] = useState(false);
  if (!card) return <EmptyTestCard title="Practice test" />;
  const left = attemptsLeft(card);
  const action = practiceAction(card);

  async function openReview() {
    if (!card) return;
    const id = await review.run(card);
    if (id) void navigate(reviewPath(id));
    else if (id === null) setNone(true);
  }

  return (
    <TestCardFrame id="practice-title" icon="book" title="Practice test" line={card.element_name}>
      <p className={styles.big}>{practiceLine(left, audience)}</p>
      {audience === 'child' ? (
        <SpeakButton request={{ kind: 'phrase', phrase: 'practiceCard' }} what="the practice test" />
      ) : null}
      {review.error ? <ErrorAlert error={review.error} /> : null}
      {none ? <p className={styles.muted}>There are no answers to review yet.</p> : null}
      <div className={styles.cardActions}>
        {action === 'review' ? (
          <Button variant="secondary" onClick={() => void openReview()} busy={review.pending}>
            Review
          </Button>
        ) : (
          <StartButton card={card} label="Start practice" />
        )}
        {audience === 'child' && action !== 'review' && card.completed > 0 ? (
          <Button variant="secondary" onClick={() => void openReview()} busy={review.pending}>
            Look at my answers
          </Button>
        ) : null}
      </div>
    </TestCardFrame>
  );
}

export function FinalTestCard({
  card,
  score,
  audience,
}: {
  card: ChildDetailsData['final_test'];
  score: KidsScoreData | undefined;
  audience: Audience;
}) {
  const [asking, setAsking] = useState(false);
  if (!card) return <EmptyTestCard title="Final test" />;
  const action = finalAction(card);
  const minutes = card.duration_minutes ?? FINAL_TEST_MINUTES;
  const child = audience === 'child';
  return (
    <TestCardFrame id="final-title" icon="target" title="Final test" line={card.element_name}>
      {action === 'done' ? (
        <>
          {child ? (
            // The level and the class ranking are the parent's to read (decision 427).
            <p className={styles.big}>You did it! ★</p>
          ) : (
            <>
              <p className={styles.big}>
                {score?.score !== null && score?.score !== undefined ? `Level ${score.score} of 12` : 'Completed'}
              </p>
              {score?.percentile !== null && score?.percentile !== undefined ? (
                <p className={styles.muted}>
                  Better than {score.percentile}% of children in Class {score.grade ?? ''}
                </p>
              ) : null}
              {score?.percentile_note ? <p className={styles.muted}>{score.percentile_note}</p> : null}
            </>
          )}
          <div className={styles.cardActions}>
            {child ? null : card.report_url ? (
              <FileLink url={card.report_url} label="Download report" />
            ) : (
              <ReportLink label="Download report" />
            )}
            <FileLink url={score?.cert_url ?? null} icon="file" label="Certificate" />
          </div>
        </>
      ) : (
        <>
          <p className={styles.big}>{child ? `Only once · ${minutes} minutes` : `One attempt · ${minutes} minutes`}</p>
          <p className={styles.muted}>Find a quiet place: the test is taken once, in one sitting.</p>
          <div className={styles.cardActions}>
            {action === 'continue' ? (
              <StartButton card={card} label="Start final test" />
            ) : (
              <Button onClick={() => setAsking(true)}>Start final test</Button>
            )}
          </div>
          <FinalStartDialog
            open={asking}
            audience={audience}
            minutes={minutes}
            startPath={startAttemptPath(card.course_id, card.element_id)}
            onClose={() => setAsking(false)}
          />
        </>
      )}
    </TestCardFrame>
  );
}

function EmptyTestCard({ title }: { title: string }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.muted}>Not available for this class yet.</p>
    </section>
  );
}
