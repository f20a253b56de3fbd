import { Link } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useOwnToken } from '../../../hooks/use-own-token';
import { useDashboard } from '../api/dashboard';
import { KidsBanner, ProfileBanner } from './dashboard-banners';
import frame from './account.module.css';
import styles from './dashboard.module.css';
import { InstallHint } from './install-hint';
import { LevelsCard } from './levels-card';
import { NextStepCard } from './next-step-card';
import { SubscribePrompt } from './subscribe-modal';
import { UpNextList } from './up-next-list';

/**
 * /mydashboard (spec 01 §2): it leads with the learner's next step (the Daily widget with the
 * streak, for retail learners with show_dailystep, else the course furthest along) and their levels
 * out of 12; then Up Next; then the update-profile, kids and add-to-home-screen banners, below the
 * content so that their arrival moves nothing already on screen; and the subscribe modal.
 * Placeholders keep each part's height while the data loads. Retail-only parts follow is_retail (01 §6).
 */
export function DashboardPage() {
  // My Dashboard is how a parent leaves a child's account (spec 01 §4): the parent's token first.
  const { data, error, mutate } = useDashboard(useOwnToken());
  const failed = error && !data;
  return (
    <div className={frame.page}>
      <title>My Dashboard · Fluentia</title>
      <h1 className={frame.heading}>My Dashboard</h1>
      <div className={frame.stack}>
        {failed ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
        {failed ? null : data ? (
          <div className={styles.lead}>
            <NextStepCard data={data} />
            <LevelsCard levels={data.levels} />
          </div>
        ) : (
          <SkeletonGroup label="Loading your next step…" className={styles.lead}>
            <div className={styles.nextPlaceholder}>
              <Skeleton height="100%" radius={16} />
            </div>
            <div className={styles.levelsPlaceholder}>
              <Skeleton height="100%" radius={16} />
            </div>
          </SkeletonGroup>
        )}
        <section className={styles.section} aria-labelledby="up-next-title">
          <div className={styles.sectionHead}>
            <h2 id="up-next-title" className={styles.sectionTitle}>
              Up Next
            </h2>
            <Link to={paths.courses} className={styles.sectionLink}>
              All my courses
            </Link>
          </div>
          {failed ? (
            <p className={styles.itemMeta}>Up Next could not be loaded.</p>
          ) : !data ? (
            <SkeletonGroup label="Loading what is up next…">
              {[0, 1, 2].map((n) => (
                <Skeleton key={n} height={56} radius={10} style={{ marginTop: n ? 12 : 0 }} />
              ))}
            </SkeletonGroup>
          ) : (
            <UpNextList items={data.upnext} retail={data.is_retail} />
          )}
        </section>
        {data?.is_retail && data.profile_incomplete ? <ProfileBanner /> : null}
        {data ? <KidsBanner childStatus={data.childStatus} /> : null}
        <InstallHint />
        {data && !data.isSubscribe ? (
          <SubscribePrompt onAnswered={(isSubscribe) => void mutate({ ...data, isSubscribe }, { revalidate: false })} />
        ) : null}
      </div>
    </div>
  );
}
