import type { ExportData } from '#shared/api/contract-privacy';
import type { TestClient } from './api-client';

/**
 * Runs the export job as its schedule would (every minute, here as often as needed) until the caller's
 * download is ready, and answers its status. Files run side by side, so another file's run may be the
 * one that builds it. Needs `useLocalStackDirectly()` first.
 */
export async function readyExport(client: TestClient, childId?: string): Promise<ExportData> {
  const { buildDueExports } = await import('../../functions/privacy/export-build');
  const path = childId ? `/v1/privacy/export?child_id=${childId}` : '/v1/privacy/export';
  for (let tries = 0; tries < 120; tries++) {
    await buildDueExports();
    const status = (await client.get<ExportData>(path)).body.data;
    if (status.status === 'ready') return status;
    if (status.status === 'failed') throw new Error(`the download failed: ${await failureOf(client, childId)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the download was not built');
}

/** Why the job marked a download failed (stored for operators, never shown to the person). */
async function failureOf(client: TestClient, childId?: string): Promise<string> {
  const { getItem } = await import('./table');
  const subject = childId ?? (await client.get<{ user_id: string }>('/v1/validateuser')).body.data.user_id;
  return String((await getItem(`USER#${subject}`, 'EXPORT'))?.failure);
}
