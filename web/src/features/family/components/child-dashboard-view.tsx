import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ChildDetailsData } from '#shared/api/contract-accounts';
import { juniorPhrases } from '#shared/junior/phrases';
import { SpeakButton } from '../../../components/read-aloud/speak-button';
import { SkillLevels } from '../../../components/score/skill-levels';
import { allSkillRows } from '../../../components/score/levels';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/dates';
import { coursePath } from '../../../lib/links';
import book from '../assets/greeting-book.svg';
import rocket from '../assets/greeting-rocket.svg';
import star from '../assets/greeting-star.svg';
import sun from '../assets/greeting-sun.svg';
import { useChildDetails, useKidsScore } from '../api/child-details';
import { childPicture } from '../lib/avatars';
import { buyForChildPath } from '../lib/test-cards';
import styles from './family.module.css';
import { SpeakingTestCard } from './speaking-test-card';
import { FinalTestCard, PracticeTestCard } from './test-cards';
import type { Audience } from '../lib/audience';

/**
 * The child dashboard's content (spec 01 §2, 02 §2), one view for two audiences: the parent acting
 * for a child (/child/dashboard/{id}) and the child signed in (/junior/dashboard). A greeting with
 * one of four pictures, today's date, the practice-test, final-test and speaking-test cards, the
 * child's levels out of 12 and their courses. Buying and applying licences are the parent's acts:
 * the child is told to ask a parent instead.
 */

const greetingImages = [sun, rocket, star, book] as const;

export function todayText(now = new Date()): string {
  return formatLongDate(now);
}

export function ChildDashboardView({
  childId,
  audience,
  onApplyLicence,
}: {
  childId: string;
  audience: Audience;
  onApplyLicence?: () => Promise<void>;
}) {
  const { data, error, mutate } = useChildDetails(childId);
  const score = useKidsScore(childId, Boolean(data?.final_test && data.final_test.completed > 0));
  const [image] = useState(() => greetingImages[Math.floor(Math.random() * greetingImages.length)]);
  const fallback = audience === 'child' ? 'My Dashboard' : 'Child Dashboard';

  return (
    <div className={audience === 'child' ? `${styles.stack} ${styles.junior}` : styles.stack}>
      <title>{`${data ? data.child.child_name : fallback} · Fluentia`}</title>
      <section className={styles.greeting} aria-label="Greeting">
        {/* The child sees the picture their parent chose, the same every time (decision 0431); the parent's view keeps
            the spec's random greeting. */}
        <img
          src={(audience === 'child' && data ? childPicture(data.child) : undefined) ?? image}
          alt=""
          className={styles.greetingImage}
          width={96}
          height={96}
        />
        <div>
          <h1>{data ? `Hello ${data.child.child_name}!` : fallback}</h1>
          <p className={styles.date}>{todayText()}</p>
          {/* The child's greeting reads aloud like every junior page (decision 0590): the same words as shown, a fixed
              phrase the olympiad's warm-up makes beforehand (decision 590). */}
          {audience === 'child' ? (
            <>
              <p className={styles.greetingLine}>{juniorPhrases.dashboardHello}</p>
              <SpeakButton request={{ kind: 'phrase', phrase: 'dashboardHello' }} what="the greeting" />
            </>
          ) : null}
        </div>
      </section>
      {error && !data ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonGroup label="Loading the tests…" className={styles.tests}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} height={220} radius={16} />
          ))}
        </SkeletonGroup>
      ) : (
        <>
          <div className={styles.tests}>
            <PracticeTestCard card={data.practice_test} audience={audience} />
            <FinalTestCard card={data.final_test} score={score.data} audience={audience} />
            <SpeakingTestCard
              card={data.speaking_test}
              childId={childId}
              audience={audience}
              onApplyLicence={onApplyLicence}
            />
          </div>
          <LevelsCard data={data} audience={audience} />
          <CoursesCard data={data} childId={childId} audience={audience} />
        </>
      )}
    </div>
  );
}

function LevelsCard({ data, audience }: { data: ChildDetailsData; audience: Audience }) {
  if (audience === 'child') return <StarsCard data={data} />;
  return (
    <section className={styles.card} aria-labelledby="levels-title">
      <h2 id="levels-title" className={styles.cardTitle}>
        Levels <span className={styles.muted}>out of 12</span>
      </h2>
      {data.levels ? null : <p className={styles.muted}>Levels appear after the first test.</p>}
      <SkillLevels rows={allSkillRows(data.levels)} />
    </section>
  );
}

/** A child's levels as stars out of 5 (decision 427): no numbers out of 12 and no band names on the child's side. */
export function starsFor(level: number): number {
  return Math.min(5, Math.max(1, Math.ceil((level / 12) * 5)));
}

function StarsCard({ data }: { data: ChildDetailsData }) {
  const practice = data.practice_test?.stars ?? null;
  // The last practice's stars (decision 0833), then the skills of the Final Test as levels turned into stars.
  const rows = [
    ...(practice === null ? [] : [{ code: 'practice', label: 'My last practice', stars: practice }]),
    ...allSkillRows(data.levels).map((row) => ({
      code: row.code,
      label: row.label,
      stars: row.level === null ? null : starsFor(row.level),
    })),
  ];
  return (
    <section className={styles.card} aria-labelledby="levels-title">
      <h2 id="levels-title" className={styles.cardTitle}>
        My stars
      </h2>
      {data.levels || practice !== null ? null : <p className={styles.muted}>Take a test to earn your stars.</p>}
      <ul className={styles.courseList}>
        {rows.map((row) => (
          <li key={row.code} className={styles.starRow}>
            <span>{row.label}</span>
            <span
              className={styles.starValue}
              role="img"
              aria-label={row.stars === null ? 'no stars yet' : `${row.stars} of 5 stars`}
            >
              {'★'.repeat(row.stars ?? 0)}
              <span className={styles.starEmpty}>{'★'.repeat(5 - (row.stars ?? 0))}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CoursesCard({ data, childId, audience }: { data: ChildDetailsData; childId: string; audience: Audience }) {
  return (
    <section className={styles.card} aria-labelledby="kids-courses-title">
      <h2 id="kids-courses-title" className={styles.cardTitle}>
        {audience === 'child' ? 'My courses' : 'Kids courses'}
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
      {audience === 'parent' ? (
        <div>
          <ButtonLink variant="secondary" to={buyForChildPath(childId)}>
            View Courses
          </ButtonLink>
        </div>
      ) : (
        <p className={styles.muted}>Want another course? Ask your parent to add one for you.</p>
      )}
    </section>
  );
}
