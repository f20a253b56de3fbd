import { useState } from 'react';
import type { IssuedKeysData, OrgKeyRow } from '#shared/api/contract-orgs';
import { keyStates, type KeyFilter } from '#shared/schemas/orgs';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import tableStyles from '../../../components/ui/table.module.css';
import { useRevalidateAll } from '../../../lib/api-client';
import { useOverview } from '../api/org';
import { ExportButton } from './export-button';
import { IssueForm } from './issue-form';
import { IssuedKeys } from './issued-keys';
import { KeyRows } from './key-rows';
import { RevokeDialog } from './revoke-dialog';
import { SearchForm } from './search-form';
import { ShowMore, usePages } from './paged-list';
import styles from './org.module.css';

/**
 * /org/keys (docs/organisations.md, "Keys"): issue keys within the seats bought (shown in full once),
 * then the organisation's keys, masked, newest first: filtered by state, searched by a whole key or the
 * start of its holder's login id, 25 at a time; revoke one; export them all as a file.
 */
const filterLabel: Record<KeyFilter, string> = { all: 'All', unused: 'Unused', used: 'Used', revoked: 'Revoked' };

export function KeysPage() {
  const overview = useOverview();
  const refresh = useRevalidateAll();
  const [issued, setIssued] = useState<IssuedKeysData | null>(null);
  const [state, setState] = useState<KeyFilter>('all');
  const [search, setSearch] = useState('');
  const { pages, next, onNext, restart: firstPage, more } = usePages();
  const [revoking, setRevoking] = useState<OrgKeyRow | null>(null);

  function restart(change: () => void) {
    change();
    firstPage();
  }
  function changed() {
    firstPage();
    refresh();
  }

  return (
    <div className={styles.page}>
      <title>Keys · Fluentia</title>
      <header>
        <p className={styles.eyebrow}>{overview.data?.org_name ?? 'Organisation'}</p>
        <h1 className={styles.heading}>Keys</h1>
      </header>
      <section aria-labelledby="issue-title" className={styles.section}>
        <h2 id="issue-title" className={styles.subheading}>
          Issue keys
        </h2>
        {overview.error && !overview.data ? (
          <ErrorAlert error={overview.error} onRetry={() => void overview.mutate()} />
        ) : !overview.data ? (
          <Skeleton height={72} />
        ) : (
          <IssueForm
            pools={overview.data.pools}
            onIssued={(result) => {
              setIssued(result);
              changed();
            }}
          />
        )}
      </section>
      {issued ? <IssuedKeys issued={issued} onDone={() => setIssued(null)} /> : null}
      <section className={styles.card} aria-labelledby="list-title">
        <div className={styles.cardHead}>
          <h2 id="list-title" className={styles.subheading}>
            Your keys
          </h2>
          <ExportButton request={{ kind: 'keys' }} label="Export keys (CSV)" />
        </div>
        <fieldset className={styles.filters} aria-label="Show keys">
          {keyStates.map((s) => (
            <button
              key={s}
              type="button"
              className={styles.filter}
              aria-pressed={state === s && !search}
              onClick={() =>
                restart(() => {
                  setState(s);
                  setSearch('');
                })
              }
            >
              {filterLabel[s]}
            </button>
          ))}
        </fieldset>
        <SearchForm
          label="Find a key or a holder"
          placeholder="Key, e-mail or mobile number"
          onSearch={(text) => restart(() => setSearch(text))}
        />
        <div className={styles.tableWrap}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">State</th>
                <th scope="col">Holder</th>
                <th scope="col">Used</th>
                <th scope="col">Seats</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((cursor, i) => (
                <KeyRows
                  key={`${state}|${search}|${cursor ?? ''}`}
                  state={state}
                  search={search}
                  cursor={cursor}
                  last={i === pages.length - 1}
                  onNext={onNext}
                  onRevoke={setRevoking}
                />
              ))}
            </tbody>
          </table>
        </div>
        <ShowMore next={next} onMore={more}>
          Show more keys
        </ShowMore>
      </section>
      <RevokeDialog
        row={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={() => {
          setRevoking(null);
          changed();
        }}
      />
    </div>
  );
}
