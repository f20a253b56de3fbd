import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ChildDetailsData } from '#shared/api/contract-accounts';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Icon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { coursePath } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import book from '../assets/greeting-book.svg';
import rocket from '../assets/greeting-rocket.svg';
import star from '../assets/greeting-star.svg';
import sun from '../assets/greeting-sun.svg';
import { useChildDetails, useKidsScore } from '../api/child-details';
import { applyChildLicence } from '../api/children';
import { buyForChildPath } from '../lib/test-cards';
import styles from './family.module.css';
import { SpeakingTestCard } from './speaking-test-card';
import { FinalTestCard, PracticeTestCard } from './test-cards';
import { formatLongDate } from '../../../lib/dates';

/**
 * /child/dashboard/{id} (spec 01 §2, 02 §2) with the child token (the guard sends a parent without
 * one to get it): a greeting with one of four pictures, today's date, Back to the parent dashboard,
 * the practice-test, final-test, speaking-test and kids-courses cards.
 */
const greetingImages = [sun, rocket, star, book] as const;

export function todayText(now = new Date()): string {
  return formatLongDate(now);
}

export function ChildDashboardPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const { data, error, mutate } = useChildDetails(id);
  const score = useKidsScore(id, Boolean(data?.final_test && data.final_test.completed > 0));
  const [image] = useState(() => greetingImages[Math.floor(Math.random() * greetingImages.length)]);

  // Applying a licence is the parent's act: it carries the parent's own token, not the child's.
  async function applyLicence() {
    const result = await applyChildLicence(id, session?.token);
    toast.success(result.message || 'Licence applied.');
    await mutate();
  }

  return (
    <div className={styles.page}>
      <title>{`${data ? data.child.child_name : 'Child Dashboard'} · Fluentia`}</title>
      {/* The parent dashboard drops the child token on arrival (hooks/use-own-token.ts). */}
      <Link to={paths.parentDashboard} className={styles.back}>
        <Icon name="arrowLeft" size={18} />
        Back
      </Link>
      <div className={styles.stack}>
        <div className={styles.greeting}>
          <img src={image} alt="" className={styles.greetingImage} />
          <div>
            <h1>{data ? `Hello ${data.child.child_name}!` : 'Child Dashboard'}</h1>
            <p className={styles.date}>{todayText()}</p>
          </div>
        </div>
        {error && !data ? (
          <ErrorAlert error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <SkeletonGroup label="Loading the tests…" className={styles.tests}>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height={220} radius={16} />
            ))}
          </SkeletonGroup>
        ) : (
          <Cards data={data} childId={id} score={score.data} onApplyLicence={applyLicence} />
        )}
      </div>
    </div>
  );
}

function Cards({ data, childId, score, onApplyLicence }: { data: ChildDetailsData; childId: string; score: Parameters<typeof FinalTestCard>[0]['score']; onApplyLicence: () => Promise<void> }) {
  return (
    <>
      <div className={styles.tests}>
        <PracticeTestCard card={data.practice_test} />
        <FinalTestCard card={data.final_test} score={score} />
        <SpeakingTestCard card={data.speaking_test} childId={childId} onApplyLicence={onApplyLicence} />
      </div>
      <section className={styles.card} aria-labelledby="kids-courses-title">
        <h2 id="kids-courses-title" className={styles.cardTitle}>
          Kids courses
        </h2>
        {data.courses.length ? (
          <ul className={styles.courseList}>
            {data.courses.map((course) => (
              <li key={course.course_id}>
                <Link to={coursePath(course.course_id)}>{course.course_title}</Link>{' '}
                <span className={styles.muted}>({Math.round(course.percentcomplete)}% complete)</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Courses made for children: reading, writing, listening and speaking.</p>
        )}
        <div>
          <ButtonLink variant="secondary" to={buyForChildPath(childId)}>
            View Courses
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
