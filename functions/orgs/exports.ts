import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { OrgExportData } from '#shared/api/contract-orgs';
import { AppError } from '#shared/errors';
import type { ExportKind } from '#shared/schemas/orgs';
import { ttlIn } from '../data/keys';
import { config, required, world } from '../lib/config';
import type { OrgRecord } from '../core/store';
import { chosenTest, classTests } from './class-results';
import { readClass, requireSchool } from './classes';
import { log } from '../lib/log';
import { objectUrl } from '../lib/object-links';
import { oneOf, type ItemSchema } from '../lib/stored-items';
import type { ExportJob } from './export-job';
import { exportStore } from './store';

/**
 * The console's exports (decision 0775): a request only records the export and starts the job
 * (./export-worker.ts), which pages through the organisation's index (or a school's classes) and writes one
 * file to the generated bucket (`org-exports/<orgId>/<exportId>.csv`, or `.zip` for a class's certificates;
 * deleted by a lifecycle rule after a day);
 * the page asks until it is ready and then fetches the file through a presigned GET of a few
 * minutes. Nothing large goes through a Lambda answer, whatever the organisation's size.
 */
export interface ExportRecord {
  orgId: string;
  exportId: string;
  kind: ExportKind;
  state: 'running' | 'ready' | 'failed';
  rows: number;
  /** The file, once ready: `org-exports/<orgId>/<exportId>.<csv|zip>` in the generated bucket. */
  exportFile?: string;
  /** The name of records made before exports could be ZIPs (kept a day, then gone). */
  csvKey?: string;
  createdAt: string;
  createdBy: string;
}

/** The schema an export's record is read through (decision 0714). */
const exportSchema: ItemSchema<ExportRecord> = z.looseObject({
  orgId: z.string(),
  exportId: z.string(),
  kind: oneOf<ExportKind>(),
  state: oneOf<ExportRecord['state']>(),
  rows: z.number(),
  exportFile: z.optional(z.string()),
  csvKey: z.optional(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
});

const KEPT_SECONDS = 24 * 3600;
const LINK_SECONDS = 300;

export interface ExportRequest {
  kind: ExportKind;
  classId?: string | undefined;
  test?: number | undefined;
}

/** Results and certificates are a school's, of one of its classes (checked here, before a job starts). */
async function jobOf(org: OrgRecord, exportId: string, request: ExportRequest, siteUrl: string): Promise<ExportJob> {
  const job: ExportJob = { orgId: org.orgId, exportId, kind: request.kind };
  if (request.kind === 'people' || request.kind === 'keys') return job;
  requireSchool(org);
  if (request.kind === 'certificates' && !request.classId) throw new AppError('exportClassMissing');
  if (request.classId) job.classId = (await readClass(org, request.classId)).classId;
  if (request.kind === 'results') job.test = chosenTest(await classTests(), request.test).element_id;
  else job.siteUrl = siteUrl;
  return job;
}

export async function startExport(
  org: OrgRecord,
  request: ExportRequest,
  by: string,
  siteUrl: string,
): Promise<OrgExportData> {
  const job = await jobOf(org, randomUUID(), request, siteUrl);
  const record: ExportRecord = {
    orgId: org.orgId,
    exportId: job.exportId,
    kind: job.kind,
    state: 'running',
    rows: 0,
    createdAt: new Date().toISOString(),
    createdBy: by,
  };
  await exportStore.put(org.orgId, record.exportId, { ...record, expiresAt: ttlIn(KEPT_SECONDS) });
  await launchExport(job);
  return view(record, null);
}

/** The export of this organisation, with its file's link once ready; another organisation's is not found. */
export async function exportOf(orgId: string, exportId: string): Promise<OrgExportData> {
  const record = await exportStore.read(orgId, exportId, exportSchema);
  if (!record) throw new AppError('exportNotFound');
  const url =
    record.state === 'ready'
      ? await objectUrl('generated', record.exportFile ?? record.csvKey, { expiresIn: LINK_SECONDS })
      : null;
  return view(record, url);
}

function view(record: ExportRecord, url: string | null): OrgExportData {
  return {
    export_id: record.exportId,
    kind: record.kind,
    state: record.state,
    rows: record.rows,
    url,
    created_at: record.createdAt,
  };
}

/**
 * Starts the job without waiting for it. On AWS: the export function (ORG_EXPORT_FUNCTION, the only
 * function the route may invoke) as an Event. Locally: the same module in the background of this
 * process, as the local stack runs every handler in-process.
 */
async function launchExport(job: ExportJob): Promise<void> {
  if (world() === 'aws') {
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    await new LambdaClient({ region: config().region }).send(
      new InvokeCommand({
        FunctionName: required('ORG_EXPORT_FUNCTION', 'Exports'),
        InvocationType: 'Event',
        Payload: JSON.stringify(job),
      }),
    );
    return;
  }
  // A computed specifier, so esbuild leaves the job out of the route's bundle, where only the branch above runs.
  const worker = new URL('./export-worker.ts', import.meta.url).href;
  void (import(/* @vite-ignore */ worker) as Promise<typeof import('./export-worker')>)
    .then((m) => m.handler(job))
    .catch((error: unknown) => log.error('orgs.export_failed', { exportId: job.exportId, error: String(error) }));
}
