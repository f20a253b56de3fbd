import { useState } from 'react';
import { Button } from '../ui/button';
import { ErrorAlert } from '../ui/error-alert';
import { useAction } from '../../hooks/use-action';
import { track } from '../../lib/analytics';
import { apiCall } from '../../lib/api-client';

/**
 * The detailed report of the latest test (spec 02 §7 detailreport): the server makes the PDF, then
 * it opens in a new tab. The link is shown after the request, since a browser blocks a tab opened
 * after waiting for a network answer.
 */
export function ReportLink({ label = 'Detailed report' }: { label?: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const fetchReport = useAction(async () => (await apiCall('detailReport')).data.file_url);
  if (url) {
    return (
      <a href={url} target="_blank" rel="noreferrer" onClick={() => track('report_download', {})}>
        Open your detailed report (PDF)
      </a>
    );
  }
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => void fetchReport.run().then((u) => u && setUrl(u))}
        busy={fetchReport.pending}
      >
        {label}
      </Button>
      {fetchReport.error ? <ErrorAlert error={fetchReport.error} /> : null}
    </div>
  );
}
