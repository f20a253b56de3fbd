import type { RosterPreviewData, RosterProblem } from '#shared/api/contract-schools';
import tableStyles from '../../../components/ui/table.module.css';
import own from './classes.module.css';
import styles from './org.module.css';

/** The preview of a class file: how many rows will be registered, and each row that will not, by its line. */
export function RosterProblems({ preview }: { preview: RosterPreviewData }) {
  const skipped = preview.problems.length + preview.duplicates.length;
  return (
    <div className={styles.section} aria-live="polite">
      <p>
        <strong>
          {preview.good} of {preview.rows} {preview.rows === 1 ? 'row is' : 'rows are'} ready to register.
        </strong>{' '}
        {skipped
          ? 'The rows below will not be registered: fix them in the file and choose it again, or register the others now.'
          : 'Every row is good.'}
      </p>
      {preview.problems.length ? <Rows title="Rows to fix" rows={preview.problems} /> : null}
      {preview.duplicates.length ? <Rows title="Duplicates" rows={preview.duplicates} /> : null}
    </div>
  );
}

function Rows({ title, rows }: { title: string; rows: RosterProblem[] }) {
  return (
    <table className={`${tableStyles.table} ${own.rows}`}>
      <caption className={own.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Name</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${title}-${r.line}`}>
            <td data-label="Line">{r.line}</td>
            <td data-label="Name">{r.name || '—'}</td>
            <td data-label="Why" className={own.reason}>
              {r.reason}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
