import { indexKeys } from '../data/keys';
import { log } from '../lib/log';
import { PutObjectCommand, s3 } from '../lib/s3';
import { config } from '../lib/config';
import { csvFile } from '#shared/text/csv';
import type { OrgKeyRow, OrgPersonRow } from '#shared/api/contract-orgs';
import { licenceSchema, orgMemberSchema } from '../core/store';
import type { ItemSchema } from '../lib/stored-items';
import { exportObjectKey, type ExportJob } from './export-job';
import { keyRow, poolsById } from './key-view';
import { personRows } from './person-rows';
import { certificatesZip, resultsFile } from './school-exports';
import { seatPools } from './seats';
import { exportStore, queryGsi1, queryGsi2 } from './store';

/**
 * The export job (./exports.ts; on AWS its own function, infra/api/org-export-worker.ts): pages
 * through the organisation's people or keys index, PAGE rows at a time, or a school's classes
 * (./school-exports.ts), writes the CSV file (cells escaped against formula injection:
 * shared/text/csv.ts) or the certificates' ZIP, and marks the export ready, or failed.
 * 50,000 people are 500 pages; their timing is a figure of the bench (docs/performance.md).
 */
const PAGE = 100;
/** Pages of people read at once: each is about 200 small reads (./person-rows.ts). */
const AHEAD = 4;

export async function handler(job: ExportJob): Promise<void> {
  try {
    const Key = exportObjectKey(job);
    const name = `${job.kind}-${job.classId ? `class-${job.classId}-` : ''}${job.orgId}-${today()}`;
    if (job.kind === 'certificates') {
      const count = await certificatesZip(job, Key, `${name}.zip`);
      await finish(job, { state: 'ready', rows: count, exportFile: Key });
      return;
    }
    const { header, rows } = await csvRows(job);
    await s3().send(
      new PutObjectCommand({
        Bucket: config().bucket('generated'),
        Key,
        Body: csvFile(header, rows),
        ContentType: 'text/csv; charset=utf-8',
        ContentDisposition: `attachment; filename="${name}.csv"`,
      }),
    );
    await finish(job, { state: 'ready', rows: rows.length, exportFile: Key });
  } catch (error) {
    log.error('orgs.export_failed', { exportId: job.exportId, error: String(error) });
    await finish(job, { state: 'failed', rows: 0 });
  }
}

const today = () => new Date().toISOString().slice(0, 10);

function csvRows(job: ExportJob): Promise<{ header: string[]; rows: Row[] }> {
  if (job.kind === 'people') return peopleRows(job.orgId);
  if (job.kind === 'keys') return keyRows(job.orgId);
  return resultsFile(job);
}

async function finish(job: ExportJob, fields: { state: 'ready' | 'failed'; rows: number; exportFile?: string }) {
  await exportStore.update(job.orgId, job.exportId, {
    UpdateExpression: `SET #state = :state, #rows = :rows${fields.exportFile ? ', exportFile = :key' : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#state': 'state', '#rows': 'rows' },
    ExpressionAttributeValues: {
      ':state': fields.state,
      ':rows': fields.rows,
      ...(fields.exportFile ? { ':key': fields.exportFile } : {}),
    },
  });
}

/** Every page of one index partition of the organisation, oldest first. */
async function* pages<T>(index: 'gsi1' | 'gsi2', partition: string, schema: ItemSchema<T>): AsyncGenerator<T[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const query = index === 'gsi1' ? queryGsi1<T> : queryGsi2<T>;
    const page = await query({ partition, limit: PAGE, ...(start ? { start } : {}) }, schema);
    yield page.items;
    start = page.last;
  } while (start);
}

type Row = Array<string | number | null>;

export async function peopleRows(orgId: string): Promise<{ header: string[]; rows: Row[] }> {
  const pools = poolsById(await seatPools(orgId));
  // A page's rows are read while the index gives the next pages, AHEAD pages at once, kept in order.
  const inFlight: Array<Promise<OrgPersonRow[]>> = [];
  const rows: Row[] = [];
  for await (const members of pages('gsi1', indexKeys.orgPeoplePk(orgId), orgMemberSchema)) {
    const page = personRows(members, pools);
    page.catch(() => undefined); // awaited below, in order; not an unhandled rejection meanwhile
    inFlight.push(page);
    if (inFlight.length >= AHEAD) rows.push(...(await inFlight.shift()!).map(personLine));
  }
  for (const page of inFlight) rows.push(...(await page).map(personLine));
  return {
    header: [
      'Name',
      'Login id',
      'Joined',
      'Key',
      'Seats',
      'Access',
      'Courses and progress',
      'Overall level',
      'Reading',
      'Writing',
      'Listening',
      'Speaking',
      'Certificates',
    ],
    rows,
  };
}

function personLine(p: OrgPersonRow): Row {
  return [
    p.name,
    p.login_id,
    p.joined_at.slice(0, 10),
    p.key,
    p.seats_name,
    p.access,
    p.progress.map((c) => `${c.course_title}: ${c.percent}%`).join('; '),
    p.levels.overall,
    p.levels.reading,
    p.levels.writing,
    p.levels.listening,
    p.levels.speaking,
    p.certificates.map((c) => `${c.course_name} (${c.issued_on})`).join('; '),
  ];
}

export async function keyRows(orgId: string): Promise<{ header: string[]; rows: Row[] }> {
  const pools = poolsById(await seatPools(orgId));
  const rows: Row[] = [];
  for await (const items of pages('gsi2', indexKeys.orgAllKeysPk(orgId), licenceSchema))
    rows.push(...items.map((k) => keyLine(keyRow(k, pools))));
  return { header: ['Key', 'Seats', 'State', 'Expired', 'Holder', 'Used at', 'Issued at', 'Revoked at'], rows };
}

function keyLine(k: OrgKeyRow): Row {
  return [k.key, k.seats_name, k.state, k.expired ? 'yes' : 'no', k.holder, k.used_at, k.issued_at, k.revoked_at];
}
