import { useState } from 'react';
import type { WorkspaceCall } from '#shared/api/contract-coach';
import { ErrorAlert } from '../../components/ui/error-alert';
import { Skeleton } from '../../components/ui/skeleton';
import { useApi } from '../../lib/api-client';
import { localDay } from '../../components/booking/times';
import { WorkspaceCallCard } from './workspace-call-card';
import { AvailabilityEditor } from './availability-editor';
import { ChangeCallDialog } from '../../components/booking/change-call-dialog';
import styles from './tasks.module.css';

/**
 * /coach/workspace (docs/coach.md, "Coaches"): a staff coach's calls of today, the days ahead and the
 * last 30 days, each with the learner's intake answers and what the coach does around it (join, keep
 * notes, move or cancel, mark it, attach links, review its task); a coach signs in to this page;
 * then the coach's weekly hours and days off.
 * Only coaches get data: the server refuses everyone else, and this page shows that refusal.
 */
export function WorkspacePage() {
  const result = useApi('coachWorkspace');
  const data = result.data;
  const [changing, setChanging] = useState<WorkspaceCall | null>(null);
  const today = localDay(new Date().toISOString());
  const groups = [
    { id: 'today', title: 'Today', calls: data?.calls.filter((c) => localDay(c.start) === today) ?? [] },
    { id: 'upcoming', title: 'Upcoming', calls: data?.calls.filter((c) => localDay(c.start) > today) ?? [] },
    {
      id: 'earlier',
      title: 'Earlier (last 30 days)',
      calls: (data?.calls.filter((c) => localDay(c.start) < today) ?? []).reverse(),
    },
  ];
  return (
    <div className={styles.page}>
      <title>Coach workspace · Fluentia</title>
      <h1 className={styles.heading}>Coach workspace{data ? ` · ${data.coach_name}` : ''}</h1>
      {result.error && !data ? <ErrorAlert error={result.error} onRetry={() => void result.mutate()} /> : null}
      {!data && !result.error ? <Skeleton height={160} /> : null}
      {data
        ? groups.map((group) => (
            <section key={group.id} aria-labelledby={`calls-${group.id}`} className={styles.list}>
              <h2 id={`calls-${group.id}`} className={styles.subheading}>
                {group.title}
              </h2>
              {group.calls.length === 0 ? <p className={styles.muted}>No calls.</p> : null}
              <ul className={styles.list}>
                {group.calls.map((call: WorkspaceCall) => (
                  <li key={call.schedule_id}>
                    <WorkspaceCallCard call={call} onChanged={() => void result.mutate()} onChange={setChanging} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
      {data ? <AvailabilityEditor /> : null}
      <ChangeCallDialog
        key={changing?.schedule_id ?? 'none'}
        asCoach
        call={changing}
        b2b={false}
        slots={data?.slots ?? []}
        onClose={() => setChanging(null)}
        onChanged={async () => {
          setChanging(null);
          await result.mutate();
        }}
      />
    </div>
  );
}
