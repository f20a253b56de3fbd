import { inject } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import type { AttemptData, TestQuestion } from '#shared/api/contract-assessment';
import type { TestClient } from './api-client';
import { start } from './attempts';
import { spokenWav, uploadRecording } from './speech';
import { rightTexts, submitSpoken } from './speech-attempts';
import { deleteItem, getItem, partition, putItem, setFields, TABLE } from './table';

/**
 * For the children's-data tests: the whole table and every object of the buckets, read as a test may
 * (a Scan and a bucket listing are fine in a test, never on a request path), and a data download
 * opened as the person would open it.
 */
const BUCKETS = ['fluentia-local-uploads', 'fluentia-local-generated', 'fluentia-local-content'];
let dynamo: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
export const bucketsClient = (): S3Client => bucketClient();

function table(): DynamoDBDocumentClient {
  dynamo ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('endpoints').dynamodb,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
  return dynamo;
}

function bucketClient(): S3Client {
  s3 ??= new S3Client({
    endpoint: inject('endpoints').s3,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // s3rver answers InternalError (a 500, which the SDK retries) to a listing or a read that meets an object another
    // file is writing at that moment: more tries than the default 3, so the sweep outlasts the write.
    maxAttempts: 10,
    // s3rver stores chunk framing inside an object sent with a trailing checksum (docs/local-stack.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}

/** Every item of the table whose stored form mentions any of `needles` (a Scan: tests only). */
export async function itemsMentioning(needles: string[]): Promise<Array<Record<string, unknown>>> {
  const found: Array<Record<string, unknown>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table().send(new ScanCommand({ TableName: TABLE, ExclusiveStartKey, ConsistentRead: true }));
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item, (_k, v: unknown) => (v instanceof Set ? [...v] : v));
      if (needles.some((n) => text.includes(n))) found.push(item);
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return found;
}

/**
 * Objects of every bucket whose key, or whose bytes, mention any of `needles`. Read from s3rver's own folder, not
 * through its API: a listing through the API fails for the whole bucket while any one object's metadata is being
 * written (InternalError), and the bytes on disk are what the stand-in keeps anyway.
 */
export async function objectsMentioning(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const forms = needles.flatMap((n) => [n, Buffer.from(n).toString('hex').toUpperCase()]);
  for (const Bucket of BUCKETS) {
    const root = path.join(inject('dataDir'), 's3', Bucket);
    if (!existsSync(root)) continue;
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith(OBJECT_SUFFIX)) continue;
      const key = file.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/');
      if (needles.some((n) => key.includes(n))) {
        found.push(`${Bucket}/${key}`);
        continue;
      }
      if (Bucket.endsWith('content')) continue; // course media: nobody's
      const bytes = await readFile(path.join(root, file)).catch(() => undefined); // deleted since the listing
      if (bytes && forms.some((n) => readable(bytes).includes(n))) found.push(`${Bucket}/${key} (in its bytes)`);
    }
  }
  return found;
}

const OBJECT_SUFFIX = '._S3rver_object';

/** An object's bytes as text, with a PDF's compressed content streams inflated (pdf-lib deflates them). */
function readable(bytes: Buffer): string {
  const text = bytes.toString('latin1');
  if (!text.startsWith('%PDF')) return text;
  const inflated: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const from = match.index + match[0].length;
    const to = text.indexOf('endstream', from);
    try {
      inflated.push(inflateSync(bytes.subarray(from, to)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
  }
  return [text, ...inflated].join('\n');
}

/** Keys of the objects under `prefix` of the uploads or generated bucket. */
export async function keysUnder(bucket: 'uploads' | 'generated', prefix: string): Promise<string[]> {
  const page = await bucketClient().send(
    new ListObjectsV2Command({ Bucket: `fluentia-local-${bucket}`, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((o) => o.Key!);
}

/** A data download fetched through its link and unzipped: file name → bytes. */
export async function openDownload(url: string): Promise<Record<string, Uint8Array>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download answered ${response.status}`);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

export function jsonOf<T = unknown>(files: Record<string, Uint8Array>, name: string): T {
  return JSON.parse(strFromU8(files[name]!)) as T;
}

export async function putRaw(item: Record<string, unknown>): Promise<void> {
  await table().send(new PutCommand({ TableName: TABLE, Item: item }));
}

/** A name of letters only that no other test uses (child and adult names must be alphabetic). */
export function uniqueName(first: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${first} Q${letters}`;
}

/** The learner answers a spoken question of course 683 (its enrolment written as a licence would); the recordings. */
export async function answerSpoken(client: TestClient, userId: string): Promise<string[]> {
  await putRaw({
    pk: `USER#${userId}`,
    sk: 'COURSE#683#ENROL',
    entity: 'enrolment',
    gsi1pk: `ENROLMENTS#${userId}`,
    gsi1sk: '000683',
    userId,
    courseId: 683,
    courseTitle: 'Quick Speaking Drills',
    courseType: 'online',
    purchaseStatus: 'purchased',
    openDate: '2020-01-01',
    percentComplete: 0,
    grantedBy: 'test',
  });
  const attempt = (await start(client, 683, 6831)).body.data.attempt as AttemptData;
  const question = attempt.next_question[0] as TestQuestion;
  const recordings: string[] = [];
  for (const text of rightTexts(question.question_id)) recordings.push(await uploadRecording(client, spokenWav(text)));
  const answered = await submitSpoken(client, attempt.attempt_id, question.question_id, recordings);
  if (answered.status !== 200) throw new Error(`the spoken answer was refused: ${answered.body.message}`);
  return recordings;
}

/**
 * Brings one subject's erase forward to now, as if its undo window had passed, so a test runs the real job
 * (`eraseDue()`) on its own subject alone. A run with a later clock would erase every other file's deleted
 * children too, whose tokens are still young in test time (the authorisation matrix expects them refused);
 * in real time every token issued before a delete has expired long before its erase (decision 0801).
 */
export async function bringEraseForward(subjectId: string): Promise<void> {
  const due = new Date(Date.now() - 1000).toISOString();
  for (const request of (await partition('ERASURES')).filter((i) => i.subjectId === subjectId)) {
    await putItem({ ...request, sk: `${due}#${subjectId}`, eraseAfter: due });
    await deleteItem('ERASURES', request.sk);
    const profile = await getItem(`USER#${subjectId}`, 'PROFILE');
    if (profile?.eraseAfter === request.eraseAfter)
      await setFields(`USER#${subjectId}`, 'PROFILE', { eraseAfter: due });
  }
}
