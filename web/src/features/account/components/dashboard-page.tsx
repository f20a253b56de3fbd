import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useOwnToken } from '../../../hooks/use-own-token';
import { useDashboard } from '../api/dashboard';
import { DailyWidget, KidsBanner, ProfileBanner } from './dashboard-banners';
import frame from './account.module.css';
import styles from './dashboard.module.css';
import { InstallHint } from './install-hint';
import { SubscribePrompt } from './subscribe-modal';
import { UpNextList } from './up-next-list';

/**
 * /mydashboard (spec 01 §2): update-profile banner, kids banner, Daily widget, add-to-home-screen
 * hint, Up Next, and the subscribe modal. Retail-only parts follow the server's is_retail (01 §6).
 */
export function DashboardPage() {
  // My Dashboard is how a parent leaves a child's account (spec 01 §4): the parent's token first.
  const { data, error, mutate } = useDashboard(useOwnToken());
  return (
    <div className={frame.page}>
      <title>My Dashboard · Fluentia</title>
      <h1 className={frame.heading}>My Dashboard</h1>
      <div className={frame.stack}>
        {data ? (
          <>
            {data.is_retail && data.profile_incomplete ? <ProfileBanner /> : null}
            <KidsBanner childStatus={data.childStatus} />
            {data.is_retail && data.show_dailystep && data.dailystep ? <DailyWidget daily={data.dailystep} /> : null}
            {data.isSubscribe ? null : <SubscribePrompt onAnswered={(isSubscribe) => void mutate({ ...data, isSubscribe }, { revalidate: false })} />}
          </>
        ) : null}
        <InstallHint />
        <section className={styles.section} aria-labelledby="up-next-title">
          <h2 id="up-next-title" className={styles.sectionTitle}>
            Up Next
          </h2>
          {error && !data ? (
            <ErrorAlert error={error} onRetry={() => void mutate()} />
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
      </div>
    </div>
  );
}
