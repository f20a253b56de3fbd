import type { ReviewData } from '#shared/api/contract-assessment';
import { useNavigate } from 'react-router-dom';
import { OverallLevel } from '../../../../components/score/score-panel';
import { bandOf, rowsFromResult } from '../../../../components/score/levels';
import { SkillLevels } from '../../../../components/score/skill-levels';
import { ButtonLink } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api-error';
import { reviewPath } from '../../../../lib/links';
import { useSession } from '../../../../lib/session';
import { useReview } from '../../api/review';
import { closeLabel, closePath, isChildLearner } from '../../lib/close-path';
import { AnswerFeedbackView } from '../feedback/answer-feedback';
import { LoadFailed } from '../load-failed';
import { TestFooter } from '../test-footer';
import { TestHeader } from '../test-header';
import { TestSkeleton } from '../test-skeleton';
import styles from '../test-page.module.css';

/**
 * Review mode, /test?attempt_id=…&review=1 (spec 02 §3 review, §8): each question with the learner's
 * answer and the correct one, the attempt's levels, and previous/next between the element's
 * finished attempts. An attempt with no answers says 'No questions were answered in this test.'
 * A child sees it in a child's words (decisions 0427–0428): 'My answers', how many were right, no levels out of
 * 12 and no 'attempts' (levels are on the parent's view of the child).
 */
export const NO_ANSWERS_MESSAGE = 'No questions were answered in this test.';

export function ReviewScreen({ attemptId }: { attemptId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const { data, error, mutate } = useReview(attemptId);
  if (!data && error)
    return (
      <LoadFailed
        error={error}
        exitPath={closePath(session, null, null)}
        exitLabel={closeLabel(session, null)}
        onRetry={() => void mutate()}
      />
    );
  if (!data) return <TestSkeleton label="Loading your answers…" />;
  const exit = closePath(session, data.element_type, data.course_id);
  const child = isChildLearner(session);

  const ids = data.reviewAttemptId;
  const at = ids.indexOf(attemptId);
  const previous = at > 0 ? ids[at - 1] : undefined;
  const next = at >= 0 && at < ids.length - 1 ? ids[at + 1] : undefined;

  return (
    <div className={styles.screen}>
      <title>{`Review: ${data.element_name} · Fluentia`}</title>
      <TestHeader
        title={data.element_name}
        typeLabel={child ? 'My answers' : 'Review answers'}
        secondsLeft={null}
        percent={100}
        onClose={() => void navigate(exit)}
      />
      <main className={styles.main}>
        {ids.length > 1 ? (
          <nav aria-label="Attempts">
            <p className={styles.reviewPosition}>{positionText(at, ids.length, child)}</p>
          </nav>
        ) : null}
        {child ? <ChildScore items={data.items} /> : null}
        {data.levels && !child ? <ReviewLevels levels={data.levels} ranges={data.attempt_name === 'free'} /> : null}
        {/* Spec 02 §6: the attempt-score text is for retail users only. */}
        {!child && session?.isRetail && data.attempt_score !== null && data.items.length > 0 ? (
          <p className={styles.reviewScore}>
            Score: <strong>{Math.round(data.attempt_score)}%</strong>. A part-right answer counts in part; a skipped
            question counts as unanswered.
          </p>
        ) : null}
        {data.items.length === 0 ? (
          <div className={styles.done}>
            <p>{NO_ANSWERS_MESSAGE}</p>
          </div>
        ) : (
          data.items.map((item, i) => (
            <AnswerFeedbackView
              key={`${item.question.question_id}-${i}`}
              question={item.question}
              feedback={item.answers}
              number={i + 1}
              transcript={item.question.source_text_or_html}
              {...(isChildLearner(session) ? { readAloudAttemptId: attemptId } : {})}
            />
          ))
        )}
        {error && isApiError(error) ? <p className={styles.reviewPosition}>{error.message}</p> : null}
      </main>
      <TestFooter counter={`${data.items.length} ${data.items.length === 1 ? 'question' : 'questions'}`}>
        {previous ? (
          <ButtonLink to={reviewPath(previous)} variant="secondary" replace>
            <Icon name="arrowLeft" size={16} />
            Previous attempt
          </ButtonLink>
        ) : null}
        {next ? (
          <ButtonLink to={reviewPath(next)} variant="secondary" replace>
            Next attempt
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        ) : null}
        <ButtonLink to={exit}>{closeLabel(session, data.element_type)}</ButtonLink>
      </TestFooter>
    </div>
  );
}

function positionText(at: number, count: number, child: boolean): string {
  if (child) return at >= 0 ? `Play ${at + 1} of ${count}` : `${count} plays`;
  return at >= 0 ? `Attempt ${at + 1} of ${count}` : `${count} attempts`;
}

/** A child's result in words: how many answers were right, with a star for each. */
function ChildScore({ items }: { items: ReviewData['items'] }) {
  if (items.length === 0) return null;
  const right = items.filter((item) => item.answers.verdict === 'correct').length;
  return (
    <p className={styles.reviewScore}>
      You got <strong>{right}</strong> of {items.length} right{right > 0 ? ` ${'★'.repeat(Math.min(right, 5))}` : ''}
    </p>
  );
}

/** Levels as the completion popup showed them: ranges only for a 'free' attempt. */
function ReviewLevels({ levels, ranges }: { levels: NonNullable<ReviewData['levels']>; ranges: boolean }) {
  const rows = rowsFromResult(levels).map((row) => (ranges ? row : { ...row, range: null }));
  if (levels.o_level === null && levels.o_level_range === null && rows.length === 0) return null;
  return (
    <section className={styles.done} aria-label="Your levels in this test">
      <OverallLevel
        level={levels.o_level}
        range={ranges ? levels.o_level_range : null}
        band={bandOf(levels.o_level, levels.band)}
      />
      {rows.length > 0 ? <SkillLevels rows={rows} /> : null}
    </section>
  );
}
