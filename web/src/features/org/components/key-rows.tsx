import type { OrgKeyRow } from '#shared/api/contract-orgs';
import type { KeyFilter } from '#shared/schemas/orgs';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { useKeys } from '../api/org';
import { pageState, useReportNext } from './paged-list';
import styles from './org.module.css';

/**
 * One page of the key list (25 rows), as rows of the list's table; the page after it is asked for with
 * the cursor this one answered (`onNext`), so 50,000 keys are never read at once.
 */
export function KeyRows(props: {
  state: KeyFilter;
  search: string;
  cursor: string | undefined;
  last: boolean;
  onNext: (next: string | null) => void;
  onRevoke: (key: OrgKeyRow) => void;
}) {
  const { data, error, mutate } = useKeys(props.state, props.search, props.cursor);
  useReportNext(props.last, data?.next, props.onNext);
  const state = pageState({
    columns: 6,
    loaded: Boolean(data),
    error,
    onRetry: () => void mutate(),
    loading: 'Loading keys…',
    empty:
      data && !data.keys.length && !props.cursor
        ? props.search
          ? 'No key or holder matches this search.'
          : 'No keys here yet.'
        : null,
  });
  if (state || !data) return state;
  return data.keys.map((key) => <KeyRow key={key.key_id} row={key} onRevoke={props.onRevoke} />);
}

const stateLabel = { unused: 'Unused', used: 'Used', revoked: 'Revoked' } as const;

function KeyRow({ row, onRevoke }: { row: OrgKeyRow; onRevoke: (key: OrgKeyRow) => void }) {
  const badge = row.state === 'used' ? styles.badgeUsed : row.state === 'revoked' ? styles.badgeRevoked : '';
  return (
    <tr>
      <td data-label="Key">
        <span className={styles.keyText}>{row.key}</span>
      </td>
      <td data-label="State">
        <div>
          <span className={`${styles.badge} ${badge}`}>{stateLabel[row.state]}</span>{' '}
          {row.expired && row.state !== 'revoked' ? (
            <span className={`${styles.badge} ${styles.badgeWarning}`}>Expired</span>
          ) : null}
          {row.revoked_at ? <div className={styles.small}>{formatDate(row.revoked_at)}</div> : null}
        </div>
      </td>
      <td data-label="Holder">{row.holder ?? '—'}</td>
      <td data-label="Used">{row.used_at ? formatDate(row.used_at) : '—'}</td>
      <td data-label="Seats">{row.seats_name ?? '—'}</td>
      <td data-label="">
        {row.state === 'revoked' ? null : (
          <Button variant="ghost" onClick={() => onRevoke(row)} aria-label={`Revoke key ${row.key}`}>
            Revoke
          </Button>
        )}
      </td>
    </tr>
  );
}
