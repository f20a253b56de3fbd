import type { DashboardData, UpNextItem } from '#shared/api/contract-accounts';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { ProgressBar, clampPercent } from '../../../components/ui/progress-bar';
import { paths } from '../../../config/paths';
import { startAttemptPath } from '../../../lib/links';
import { FreeStart, RecommendationCard } from '../../../components/placement/placement-cards';
import styles from './dashboard.module.css';
import { upNextHref } from './up-next-list';

/**
 * What the dashboard leads with: the learner's next step. The Daily widget of spec 01 §2 (retail
 * learners with show_dailystep) with the streak it keeps going, else the course furthest along,
 * else a retail adult's free start (the placement check and a free lesson) or, after the placement,
 * its recommendation (decision 0436), else a way to find a course. Its height is reserved while the dashboard loads
 * (DashboardPage).
 */
export function StreakBadge({ streak }: { streak: NonNullable<DashboardData['streak']> }) {
  const text = streak.days === 0 ? 'Start a streak today' : `${streak.days}-day streak`;
  return (
    <p
      className={styles.streak}
      aria-label={streak.days === 0 ? text : `${text}${streak.done_today ? ', today done' : ''}`}
    >
      <Icon name="flame" size={18} />
      {text}
    </p>
  );
}

export function NextStepCard({ data }: { data: DashboardData }) {
  const course = data.upnext.find((item) => item.course_id !== null);
  const daily = data.is_retail && data.show_dailystep && data.dailystep ? data.dailystep : null;
  if (daily && !data.streak?.done_today) {
    return (
      <section className={styles.daily} aria-label="Daily step">
        <div className={styles.nextHead}>
          <p className={styles.eyebrow}>Your next step</p>
          {data.streak ? <StreakBadge streak={data.streak} /> : null}
        </div>
        <p className={styles.nextTitle}>Your daily step</p>
        <p>Five minutes of English today keeps your streak going.</p>
        <ButtonLink className={styles.dailyLink} to={startAttemptPath(daily.course_id, daily.element_id)}>
          Start today's step
        </ButtonLink>
      </section>
    );
  }
  return (
    <section className={styles.next} aria-label="Your next step">
      <div className={styles.nextHead}>
        <p className={styles.eyebrow}>{daily ? "Today's step is done" : 'Your next step'}</p>
        {data.streak ? <StreakBadge streak={data.streak} /> : null}
      </div>
      {course ? (
        <ContinueCourse item={course} />
      ) : data.placement && !data.placement.done ? (
        <FreeStart placementCourseId={data.placement.course_id} lesson={data.placement.recommendation} />
      ) : data.placement?.recommendation ? (
        <RecommendationCard recommendation={data.placement.recommendation} />
      ) : (
        <FindCourse retail={data.is_retail} />
      )}
    </section>
  );
}

function ContinueCourse({ item }: { item: UpNextItem }) {
  const percent = clampPercent(item.percentcomplete);
  return (
    <>
      <p className={styles.nextTitle}>{item.course_title}</p>
      <div className={styles.nextProgress}>
        <ProgressBar value={percent} label={`${item.course_title}: progress`} />
        <span className={styles.itemMeta}>{percent}% of the activities done</span>
      </div>
      <ButtonLink to={upNextHref(item.link)} aria-label={`${percent > 0 ? 'Continue' : 'Start'}: ${item.course_title}`}>
        {percent > 0 ? 'Continue' : 'Start'}
        <Icon name="arrowRight" size={16} />
      </ButtonLink>
    </>
  );
}

function FindCourse({ retail }: { retail: boolean }) {
  return (
    <>
      <p className={styles.nextTitle}>{retail ? 'Choose your next course' : 'Your courses will appear here'}</p>
      <p className={styles.itemMeta}>
        {retail ? 'Pick a course to keep learning.' : 'Your organisation adds your courses.'}
      </p>
      {retail ? <ButtonLink to={paths.buyCourse}>Browse courses</ButtonLink> : null}
    </>
  );
}
