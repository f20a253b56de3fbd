import { Link } from 'react-router-dom';
import type { Recommendation } from '#shared/api/contract-course-lists';
import { ButtonLink } from '../ui/button';
import { Icon } from '../ui/icons';
import { coursePath, productPath, startAttemptPath } from '../../lib/links';
import styles from './placement.module.css';

/**
 * A new adult's free start (decision 0436): before the placement check, the check itself and a free
 * first lesson; after it, the course it recommends and that course's free first lesson. The
 * dashboard leads with these; the placement's completion popup shows the recommendation.
 */
export function FreeStart({ placementCourseId, lesson }: { placementCourseId: number; lesson: Recommendation | null }) {
  return (
    <div className={styles.card}>
      <p className={styles.title}>Find your level, free</p>
      <p className={styles.text}>
        A 20-minute placement check of reading, writing and listening places you out of 12 and recommends the course to
        start with.
      </p>
      <ButtonLink to={coursePath(placementCourseId)} className={styles.start}>
        Take the placement check
        <Icon name="arrowRight" size={16} />
      </ButtonLink>
      {lesson?.free_lesson ? (
        <p className={styles.aside}>
          Or try a lesson first, also free:{' '}
          <Link to={startAttemptPath(lesson.course_id, lesson.free_lesson.element_id)} className={styles.link}>
            {lesson.free_lesson.element_name}
          </Link>{' '}
          from {lesson.course_title}.
        </p>
      ) : null}
    </div>
  );
}

export function RecommendationCard({
  recommendation,
  headingLevel = 2,
}: {
  recommendation: Recommendation;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lesson = recommendation.free_lesson;
  return (
    <section className={styles.card} aria-label="Recommended for you">
      {recommendation.level !== null ? (
        <p className={styles.level}>
          Your placement: level {Math.round(recommendation.level)} of 12
          {recommendation.band ? ` · ${recommendation.band}` : ''}
        </p>
      ) : null}
      <Heading className={styles.title}>We recommend {recommendation.course_title}</Heading>
      <p className={styles.text}>{recommendation.why}</p>
      <div className={styles.actions}>
        {lesson && lesson.progress !== 'done' ? (
          <ButtonLink
            to={startAttemptPath(recommendation.course_id, lesson.element_id)}
            aria-label={`${lesson.progress === 'started' ? 'Continue' : 'Start'} the free lesson: ${lesson.element_name}`}
          >
            {lesson.progress === 'started' ? 'Continue the free lesson' : 'Start the free lesson'}
            <Icon name="arrowRight" size={16} />
          </ButtonLink>
        ) : null}
        <ButtonLink
          variant={lesson?.progress === 'done' ? 'primary' : 'secondary'}
          to={productPath(String(recommendation.product_id))}
        >
          About the course
        </ButtonLink>
      </div>
      {lesson ? (
        <p className={styles.aside}>
          {lesson.progress === 'done'
            ? `You finished the free lesson, ${lesson.element_name}: the course continues from there.`
            : `Free lesson: ${lesson.element_name}, the course's first activity. No payment needed.`}
        </p>
      ) : null}
      <p className={styles.aside}>
        <Link
          className={styles.link}
          to={coursePath(recommendation.course_id, { preview: true, productId: recommendation.product_id })}
        >
          See what the course holds
        </Link>
      </p>
    </section>
  );
}
