import { useState } from 'react';
import type { ClassChildRow } from '#shared/api/contract-schools';
import { Button } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import tableStyles from '../../../components/ui/table.module.css';
import { useAction } from '../../../hooks/use-action';
import { formatDate } from '../../../lib/dates';
import { resetChildPin } from '../api/org';
import { downloadPdf } from '../lib/download';
import own from './classes.module.css';
import styles from './org.module.css';

/**
 * The class's children. PINs are kept only as hashes (decision 0892): a lost card is printed again
 * with a new PIN, which ends the old one; the page asks first, as the child's old card stops working.
 * Once there are children the list is folded (the results above name them too) and opens on a click.
 */
export function ClassChildren({ classId, rows }: { classId: string; rows: ClassChildRow[] }) {
  const [asking, setAsking] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useAction(resetChildPin);

  async function confirm(child: ClassChildRow) {
    const result = await reset.run(classId, child.child_id);
    if (!result) return;
    downloadPdf(result.data.file_name, result.data.card_pdf);
    setAsking(null);
    setDone(`${child.name}: ${result.message}`);
  }

  if (!rows.length)
    return (
      <section className={styles.card} aria-labelledby="children-title">
        <h2 id="children-title" className={styles.subheading}>
          Children
        </h2>
        <p className={styles.muted}>No children registered yet: upload the class’s file above.</p>
      </section>
    );
  return (
    <details className={`${styles.card} ${own.fold}`}>
      <summary>
        <h2 className={styles.subheading}>Children and login cards ({rows.length})</h2>
      </summary>
      {done ? <p role="status">{done}</p> : null}
      {reset.error ? <ErrorAlert error={reset.error} /> : null}
      <table className={tableStyles.table} aria-label="Children and login cards">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Login id</th>
            <th scope="col">Registered</th>
            <th scope="col">
              <span className={styles.small}>Login card</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((child) => (
            <tr key={child.child_id}>
              <td data-label="Name">{child.name}</td>
              <td data-label="Login id">
                <span className={styles.keyText}>{child.login_id}</span>
              </td>
              <td data-label="Registered">{formatDate(child.registered_at)}</td>
              <td data-label="Login card">
                {asking === child.child_id ? (
                  <span className={styles.actions}>
                    <span className={own.warning}>The old card stops working.</span>
                    <Button variant="primary" busy={reset.pending} onClick={() => void confirm(child)}>
                      Make a new PIN
                    </Button>
                    <Button variant="ghost" onClick={() => setAsking(null)}>
                      Cancel
                    </Button>
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    onClick={() => setAsking(child.child_id)}
                    aria-label={`New PIN and card for ${child.name}`}
                  >
                    New PIN and card
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
