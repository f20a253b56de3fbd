import { useState } from 'react';
import type { ClassResultRow, ClassResultsData } from '#shared/api/contract-schools';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import tableStyles from '../../../components/ui/table.module.css';
import { formatShortDateTime } from '../../../lib/dates';
import { useClassResults } from '../api/org';
import { ExportButton } from './export-button';
import { LevelChips } from './level-chips';
import own from './classes.module.css';
import styles from './org.module.css';

/**
 * The class's results (docs/organisations.md, "Class results"): one of the olympiad's tests at a time (the final
 * test first), who has not started, is on it or has finished, and each finished child's score, levels,
 * percentile and certificate; the class's results as a CSV file and its certificates as a ZIP, both made by the
 * export job and fetched through a short link.
 */
export function ClassResults({ classId }: { classId: string }) {
  const [test, setTest] = useState<number | undefined>(undefined);
  const { data, error, mutate } = useClassResults(classId, test);
  return (
    <section className={styles.card} aria-labelledby="results-title">
      <div className={styles.cardHead}>
        <h2 id="results-title" className={styles.subheading}>
          Results
        </h2>
        {data ? (
          <SelectField
            name="test"
            label="Test"
            className={own.testChoice}
            value={String(data.test.element_id)}
            onChange={(e) => setTest(Number(e.target.value))}
            options={data.tests.map((t) => ({ value: String(t.element_id), label: t.name }))}
          />
        ) : null}
      </div>
      {error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : null}
      {!data && !error ? <Skeleton height={160} /> : null}
      {data ? <ResultsBody classId={classId} data={data} /> : null}
    </section>
  );
}

function ResultsBody({ classId, data }: { classId: string; data: ClassResultsData }) {
  const total = data.rows.length;
  if (!total) return <p className={styles.muted}>Register the class’s children to see their results here.</p>;
  const final = data.test.kind === 'final';
  return (
    <>
      <StatusBar counts={data.counts} total={total} />
      {data.percentile_note ? <p className={styles.muted}>{data.percentile_note}</p> : null}
      <div className={styles.actions}>
        <ExportButton
          request={{ kind: 'results', class_id: classId, test: data.test.element_id }}
          label="Export results (CSV)"
        />
        {final && data.counts.finished ? (
          <ExportButton request={{ kind: 'certificates', class_id: classId }} label="Download all certificates (ZIP)" />
        ) : null}
      </div>
      <table className={tableStyles.table} aria-label={`Results: ${data.test.name}`}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Score</th>
            <th scope="col">Levels (of 12)</th>
            {final ? <th scope="col">Percentile</th> : null}
            {final ? <th scope="col">Certificate</th> : null}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <ResultRow key={row.child_id} row={row} final={final} />
          ))}
        </tbody>
      </table>
    </>
  );
}

const statusText = { not_started: 'Not started', in_progress: 'In progress', finished: 'Finished' } as const;
const statusBadge = { not_started: '', in_progress: styles.badgeWarning, finished: styles.badgeUsed } as const;

function ResultRow({ row, final }: { row: ClassResultRow; final: boolean }) {
  const finished = row.status === 'finished';
  return (
    <tr>
      <td data-label="Name">
        <div className={styles.person}>
          <strong>{row.name}</strong>
          <span className={styles.small}>{row.login_id}</span>
        </div>
      </td>
      <td data-label="Status">
        <span className={`${styles.badge} ${statusBadge[row.status]}`}>{statusText[row.status]}</span>
        {row.finished_at ? <div className={styles.small}>{formatShortDateTime(row.finished_at)}</div> : null}
      </td>
      <td data-label="Score">{row.score_percent !== null ? `${row.score_percent}%` : '—'}</td>
      <td data-label="Levels (of 12)">
        <LevelChips levels={row.levels} none={finished ? 'Not levelled' : '—'} />
      </td>
      {final ? <td data-label="Percentile">{row.percentile !== null ? ordinal(row.percentile) : '—'}</td> : null}
      {final ? (
        <td data-label="Certificate">
          {row.certificate_url ? (
            <a href={row.certificate_url} target="_blank" rel="noreferrer">
              Certificate<span className="visually-hidden"> of {row.name}</span>
            </a>
          ) : finished ? (
            <span className={styles.small}>In the ZIP</span>
          ) : (
            '—'
          )}
        </td>
      ) : null}
    </tr>
  );
}

/** How far the class is: finished, in progress and not started as one bar, with the counts beside it. */
function StatusBar({ counts, total }: { counts: ClassResultsData['counts']; total: number }) {
  const parts = [
    ['finished', own.finished],
    ['in_progress', own.inProgress],
    ['not_started', own.notStarted],
  ] as const;
  return (
    <div className={own.statusBlock}>
      <div
        className={own.statusBar}
        role="img"
        aria-label={`${counts.finished} finished, ${counts.in_progress} in progress, ${counts.not_started} not started, of ${total}`}
      >
        {parts.map(([key, tone]) =>
          counts[key] ? <span key={key} className={tone} style={{ flexGrow: counts[key] }} /> : null,
        )}
      </div>
      <dl className={own.statusCounts}>
        {parts.map(([key, tone]) => (
          <div key={key}>
            <dt>
              <span className={`${own.dot} ${tone}`} aria-hidden="true" />
              {statusText[key]}
            </dt>
            <dd>{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** 73 → "73rd": a percentile as a school reads it. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
