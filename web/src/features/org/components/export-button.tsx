import { useState } from 'react';
import type { ExportRequest } from '../api/org';
import { Button, buttonClass } from '../../../components/ui/button';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { useAction } from '../../../hooks/use-action';
import { startExport, useExport } from '../api/org';
import styles from './org.module.css';

/**
 * Export (docs/organisations.md, "Exports"): the server's job builds the file while this button says so;
 * once ready, a link fetches it straight from storage (a link of a few minutes). The whole list,
 * however long, never comes through the page.
 */
export function ExportButton({ request, label }: { request: ExportRequest; label: string }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const start = useAction(startExport);
  const job = useExport(exportId);
  const state = job.data?.state;

  async function begin() {
    const result = await start.run(request);
    if (result) setExportId(result.data.export_id);
  }

  if (state === 'ready' && job.data?.url)
    return (
      <div className={styles.actions}>
        <a className={buttonClass('primary')} href={job.data.url} download>
          {readyLabel(request, job.data.rows)}
        </a>
        <Button variant="ghost" onClick={() => setExportId(null)}>
          New export
        </Button>
      </div>
    );
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => void begin()} busy={start.pending || state === 'running'}>
        {state === 'running' ? 'Preparing the file…' : label}
      </Button>
      {state === 'failed' ? <p role="alert">The export failed. Please try again.</p> : null}
      {start.error ? <ErrorAlert error={start.error} /> : null}
      {job.error ? <ErrorAlert error={job.error} onRetry={() => void job.mutate()} /> : null}
    </div>
  );
}

function readyLabel(request: ExportRequest, rows: number): string {
  const count = rows.toLocaleString('en-IN');
  if (request.kind === 'certificates')
    return `Download certificates ZIP (${count} ${rows === 1 ? 'certificate' : 'certificates'})`;
  return `Download ${request.kind} CSV (${count} rows)`;
}
