import * as keys from '../data/keys';
import { prefixes } from '../data/keys';
import { log } from '../lib/log';
import { deleteKeys, dueItems, partitionItems, updateIf, type Item } from './store';
import { listKeys, readObject } from './objects';
import { ZipUpload } from '../lib/zip-upload';
import { exportReadme } from './export-readme';

/**
 * The export job (decision 0802): each data download asked for is built as one ZIP in the generated
 * bucket, `exports/<subjectId>/<exportId>.zip` (deleted by the bucket's lifecycle after a week), and
 * fetched through a presigned link that expires. It holds every item of the subject's partition
 * (secrets left out), readable groupings of them, and the subject's files found by its prefixes.
 */
const PER_RUN = 5;
/** A claim older than the job's longest run (15 minutes) was left by a run that died: another may take it. */
const CLAIM_MS = 16 * 60_000;
/** Fields that are secrets, not data about the person: PIN hashes. */
const SECRET_FIELDS = new Set(['pinHash', 'heldPinHash']);
const UPLOAD_PREFIXES = ['speech', 'video', 'task', 'users'];
const GENERATED_PREFIXES = ['certificates', 'bills', 'reports'];

type Queued = { subjectId: string; exportId: string; requestedAt: string };

export async function buildDueExports(now = new Date()): Promise<{ built: number; failed: number }> {
  let built = 0;
  let failed = 0;
  for (const queued of await dueItems<Queued & Item>('exports', now.toISOString(), PER_RUN)) {
    // Runs may overlap (a big download outlasts the minute): each download is built by the run that claims it.
    const claimed = await updateIf(keys.exportDue(queued.requestedAt, queued.subjectId), {
      UpdateExpression: 'SET claimedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(claimedAt) OR claimedAt < :stale)',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':stale': new Date(now.getTime() - CLAIM_MS).toISOString(),
      },
    });
    if (!claimed) continue;
    const failure = await buildExport(queued).then(
      () => undefined,
      (error: unknown) => String(error).slice(0, 300),
    );
    if (!failure) built += 1;
    else {
      failed += 1;
      log.error('privacy.export_failed', { exportId: queued.exportId, error: failure });
      await settle(queued, {
        UpdateExpression: 'SET #status = :failed, failure = :why',
        values: { ':failed': 'failed', ':why': failure },
      });
    }
    await deleteKeys([keys.exportDue(queued.requestedAt, queued.subjectId)]);
  }
  return { built, failed };
}

async function buildExport(queued: Queued): Promise<void> {
  const { subjectId, exportId } = queued;
  const items = (await partitionItems(keys.userPk(subjectId))).map(withoutSecrets);
  const objectKey = `exports/${subjectId}/${exportId}.zip`;
  const files = await subjectFiles(subjectId, items);
  const zip = new ZipUpload(objectKey);
  await zip.start();
  try {
    zip.addText('README.txt', exportReadme(files.length));
    zip.addJson('profile.json', items.find((i) => i.sk === keys.PROFILE_SK) ?? null);
    zip.addJson('consent.json', items.find((i) => i.sk === keys.consent(subjectId).sk) ?? null);
    zip.addJson('learning.json', learning(items));
    zip.addJson(
      'bills.json',
      items.filter((i) => i.sk.startsWith(prefixes.order)),
    );
    zip.addJson('all-items.json', items);
    for (const file of files)
      await zip.addStored(`files/${file.bucket}/${file.key}`, await readObject(file.bucket, file.key));
    await zip.finish();
  } catch (error) {
    await zip.abort();
    throw error;
  }
  await settle(queued, {
    UpdateExpression:
      'SET #status = :ready, objectKey = :key, readyAt = :at, itemCount = :items, fileCount = :files, byteCount = :bytes',
    values: {
      ':ready': 'ready',
      ':key': objectKey,
      ':at': new Date().toISOString(),
      ':items': items.length,
      ':files': files.length,
      ':bytes': zip.bytes,
    },
  });
}

/** Attempts with their answers, scores, progress and certificates: what a learner means by "my results". */
function learning(items: Item[]) {
  const group = (prefix: string) => items.filter((i) => i.sk.startsWith(prefix));
  return {
    attempts: group('ATTEMPT#'),
    scores: group(prefixes.scoreHistory),
    courses: items.filter((i) => i.sk.startsWith('COURSE#')),
    certificates: group(prefixes.certificate),
  };
}

function withoutSecrets(item: Item): Item {
  return Object.fromEntries(
    Object.entries(item)
      .map(([k, v]) => [k, v instanceof Set ? [...v] : v])
      .filter(([k]) => !SECRET_FIELDS.has(k as string)),
  ) as Item;
}

type FileRef = { bucket: 'uploads' | 'generated'; key: string };

/** The subject's objects by its prefixes (a child's photo is under its parent's). */
async function subjectFiles(subjectId: string, items: Item[]): Promise<FileRef[]> {
  const profile = items.find((i) => i.sk === keys.PROFILE_SK);
  const photo = typeof profile?.photoKey === 'string' ? [profile.photoKey] : [];
  const uploads = (await Promise.all(UPLOAD_PREFIXES.map((p) => listKeys('uploads', `${p}/${subjectId}/`)))).flat();
  const generated = (
    await Promise.all(GENERATED_PREFIXES.map((p) => listKeys('generated', `${p}/${subjectId}/`)))
  ).flat();
  return [
    ...[...new Set([...uploads, ...photo])].map((key) => ({ bucket: 'uploads' as const, key })),
    ...generated.map((key) => ({ bucket: 'generated' as const, key })),
  ];
}

async function settle(
  queued: Queued,
  change: { UpdateExpression: string; values: Record<string, unknown>; names?: Record<string, string> },
): Promise<void> {
  await updateIf(keys.dataExport(queued.subjectId), {
    UpdateExpression: change.UpdateExpression,
    ConditionExpression: 'exportId = :id',
    ExpressionAttributeNames: { '#status': 'status', ...change.names },
    ExpressionAttributeValues: { ...change.values, ':id': queued.exportId },
  });
}
