import { randomUUID } from 'node:crypto';
import { EXPORT_LINK_MINUTES } from '#shared/privacy/notice';
import type { ExportData } from '#shared/api/contract-privacy';
import * as keys from '../data/keys';
import { isConditionFailure } from '../data/keys';
import { objectUrl } from '../lib/object-links';
import { getItem, putExportRequest } from './store';

/**
 * Asking for a data download and reading where it stands (decision 0802). One download at a time per
 * subject: a second request while one is being built gets that one (two at once agree on it by the
 * condition on the subject's `EXPORT` item); a built one may be replaced by a new request. A build
 * that never finished (an hour) may be asked for again.
 */
export interface ExportRecord {
  exportId: string;
  subjectId: string;
  status: 'building' | 'ready' | 'failed';
  requestedAt: string;
  requestedBy: string;
  objectKey?: string;
  readyAt?: string;
  itemCount?: number;
  fileCount?: number;
  byteCount?: number;
}

const STALE_MS = 60 * 60 * 1000;

export async function requestExport(subjectId: string, requestedBy: string, now = new Date()): Promise<ExportData> {
  const record: ExportRecord = {
    exportId: randomUUID(),
    subjectId,
    status: 'building',
    requestedAt: now.toISOString(),
    requestedBy,
  };
  try {
    await putExportRequest({ ...record }, new Date(now.getTime() - STALE_MS).toISOString());
    return view(record);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return exportStatus(subjectId); // one is being built already: that one
  }
}

export async function exportStatus(subjectId: string): Promise<ExportData> {
  const record = await getItem<ExportRecord>(keys.dataExport(subjectId));
  return record ? view(record) : { status: 'none', requested_at: null, ready_at: null, url: null, expires_at: null };
}

async function view(record: ExportRecord): Promise<ExportData> {
  const ready = record.status === 'ready' && record.objectKey;
  const expiresIn = EXPORT_LINK_MINUTES * 60;
  return {
    status: record.status,
    requested_at: record.requestedAt,
    ready_at: record.readyAt ?? null,
    url: ready ? await objectUrl('generated', record.objectKey, { expiresIn }) : null,
    expires_at: ready ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
  };
}
