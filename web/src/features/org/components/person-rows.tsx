import type { OrgPersonRow } from '#shared/api/contract-orgs';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatDate, formatDay } from '../../../lib/dates';
import { usePeople } from '../api/org';
import { LevelChips } from './level-chips';
import { pageState, useReportNext } from './paged-list';
import styles from './org.module.css';

/** One page of the People list (25 people), as rows of its table; the next page comes by the cursor it answered. */
export function PersonRows(props: {
  search: string;
  cursor: string | undefined;
  last: boolean;
  onNext: (next: string | null) => void;
}) {
  const { data, error, mutate } = usePeople(props.search, props.cursor);
  useReportNext(props.last, data?.next, props.onNext);
  const state = pageState({
    columns: 5,
    loaded: Boolean(data),
    error,
    onRetry: () => void mutate(),
    loading: 'Loading people…',
    empty:
      data && !data.people.length && !props.cursor
        ? props.search
          ? 'Nobody’s login id starts with that.'
          : 'Nobody has joined yet: people appear here once they sign in with a key.'
        : null,
  });
  if (state || !data) return state;
  return data.people.map((person) => <PersonRow key={person.user_id} person={person} />);
}

function PersonRow({ person }: { person: OrgPersonRow }) {
  return (
    <tr>
      <td data-label="Person">
        <div className={styles.person}>
          <strong>{person.name ?? 'No name yet'}</strong>
          <span className={styles.muted}>{person.login_id}</span>
          <span>
            <span className={`${styles.badge} ${person.access === 'ended' ? styles.badgeEnded : styles.badgeUsed}`}>
              {person.access === 'ended' ? 'Access ended' : 'Active'}
            </span>{' '}
            <span className={styles.small}>joined {formatDate(person.joined_at)}</span>
          </span>
        </div>
      </td>
      <td data-label="Progress">
        <div className={styles.progress}>
          {person.progress.length
            ? person.progress.map((c) => (
                <div key={c.course_id}>
                  <div className={styles.progressLabel}>
                    <span>{c.course_title}</span>
                    <span>{c.percent}%</span>
                  </div>
                  <ProgressBar
                    size="sm"
                    value={c.percent}
                    label={`${person.name ?? person.login_id}: ${c.course_title}`}
                  />
                </div>
              ))
            : '—'}
        </div>
      </td>
      <td data-label="Levels (of 12)">
        <LevelChips levels={person.levels} none="No test yet" />
      </td>
      <td data-label="Certificates">
        <div>
          {person.certificates.length
            ? person.certificates.map((c) => (
                <div key={`${c.course_name}${c.issued_on}`}>
                  {c.course_name} <span className={styles.muted}>({formatDay(c.issued_on)})</span>
                </div>
              ))
            : '—'}
        </div>
      </td>
      <td data-label="Key">
        <span className={styles.keyText}>{person.key ?? '—'}</span>
      </td>
    </tr>
  );
}
