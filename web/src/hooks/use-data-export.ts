import { useEffect } from 'react';
import { apiCall, useApi } from '../lib/api-client';
import { useAction } from './use-action';

/**
 * A data download (decision 0802): asks for one and follows it while the export job builds it
 * (every 3 s), then offers its short-lived link. For the signed-in adult, or one of a parent's children.
 */
const POLL_MS = 3000;

export function useDataExport(childId?: string) {
  const input = childId ? { child_id: childId } : {};
  const status = useApi('exportStatus', input, undefined, {
    refreshInterval: (data) => (data?.status === 'building' ? POLL_MS : 0),
  });
  const { mutate } = status;
  const start = useAction(async () => {
    const result = await apiCall('startExport', input);
    await mutate(result.data, { revalidate: false });
    return result.data;
  });
  // A ready link lasts minutes: fetch a fresh one when the tab comes back.
  useEffect(() => {
    const again = () => void mutate();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [mutate]);
  return { data: status.data, error: start.error ?? status.error, pending: start.pending, start: start.run };
}
