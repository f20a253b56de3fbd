import type { SeatPoolView } from '#shared/api/contract-orgs';
import { ButtonLink } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import tableStyles from '../../../components/ui/table.module.css';
import { formatDay, formatShortDateTime } from '../../../lib/dates';
import { useOverview } from '../api/org';
import { ExportButton } from './export-button';
import styles from './org.module.css';

/**
 * /org (docs/organisations.md, "Overview"): the organisation's seats, bought, issued, used, unused and
 * left, per pool with its last day (a warning in its last 30 days), and the latest first uses of its keys.
 */
export function OverviewPage() {
  const { data, error, mutate } = useOverview();
  return (
    <div className={styles.page}>
      <title>{`${data?.org_name ?? 'Organisation'} · Fluentia`}</title>
      <header>
        <p className={styles.eyebrow}>{data?.kind === 'school' ? 'School' : 'Organisation'} console</p>
        <h1 className={styles.heading}>{data?.org_name ?? 'Overview'}</h1>
      </header>
      {error && !data ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <Skeleton height={220} /> : null}
      {data ? (
        <>
          <section className={styles.card} aria-labelledby="totals-title">
            <div className={styles.cardHead}>
              <h2 id="totals-title" className={styles.subheading}>
                Seats
              </h2>
              <div className={styles.actions}>
                <ButtonLink to="/org/keys" variant="primary">
                  Issue keys
                </ButtonLink>
                <ButtonLink to="/org/people" variant="secondary">
                  See people
                </ButtonLink>
              </div>
            </div>
            <Stats totals={data.totals} />
          </section>
          {data.pools.length ? (
            <div className={styles.pools}>
              {data.pools.map((pool) => (
                <PoolCard key={pool.seats_id} pool={pool} />
              ))}
            </div>
          ) : (
            <p className={styles.muted}>No seats yet: Fluentia adds them when your organisation buys them.</p>
          )}
          <section className={styles.card} aria-labelledby="recent-title">
            <div className={styles.cardHead}>
              <h2 id="recent-title" className={styles.subheading}>
                Recent sign-ins with keys
              </h2>
              <ExportButton request={{ kind: 'people' }} label="Export people (CSV)" />
            </div>
            {data.recent.length ? (
              <table className={tableStyles.table}>
                <thead>
                  <tr>
                    <th scope="col">Who</th>
                    <th scope="col">Key</th>
                    <th scope="col">Seats</th>
                    <th scope="col">First signed in</th>
                  </tr>
                </thead>
                <tbody>
                  {data.recent.map((r) => (
                    <tr key={`${r.key}-${r.used_at}`}>
                      <td data-label="Who">{r.login_id ?? '—'}</td>
                      <td data-label="Key">
                        <span className={styles.keyText}>{r.key}</span>
                      </td>
                      <td data-label="Seats">{r.seats_name ?? '—'}</td>
                      <td data-label="First signed in">{formatShortDateTime(r.used_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className={styles.muted}>Nobody has signed in with a key yet. Issue keys and hand them out.</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

function Stats({ totals }: { totals: { seats: number; issued: number; used: number; unused: number; left: number } }) {
  const items = [
    ['Bought', totals.seats],
    ['Issued', totals.issued],
    ['Used', totals.used],
    ['Unused', totals.unused],
    ['Left to issue', totals.left],
  ] as const;
  return (
    <dl className={styles.stats}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}

function PoolCard({ pool }: { pool: SeatPoolView }) {
  const usedShare = pool.seats ? Math.round((pool.used / pool.seats) * 100) : 0;
  return (
    <section className={styles.card} aria-label={pool.name}>
      <div className={styles.cardHead}>
        <h3 className={styles.subheading}>{pool.name}</h3>
        {pool.expired ? (
          <span className={`${styles.badge} ${styles.badgeRevoked}`}>Expired</span>
        ) : pool.expiring ? (
          <span className={`${styles.badge} ${styles.badgeWarning}`}>Expires soon</span>
        ) : null}
      </div>
      <p className={styles.muted}>{pool.courses.join(' · ')}</p>
      <ProgressBar value={usedShare} label={`${pool.name}: seats used`} valueText={`${pool.used} of ${pool.seats}`} />
      <p>
        <strong>{pool.used}</strong> of {pool.seats} seats used · {pool.unused} keys unused · {pool.left} left to issue
      </p>
      <p className={styles.muted}>Last day {formatDay(pool.expires_on)}</p>
    </section>
  );
}
