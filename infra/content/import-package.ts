import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/lib/aws';
import { s3 } from '../../functions/lib/s3';
import { config } from '../../functions/lib/config';
import * as keys from '../../functions/data/keys';
import { prefixes } from '../../functions/data/keys';
import { CONTENT_CACHE_CONTROL, contentKey, limitedVideoKey } from '../../functions/core/media';
import type { ReadPackage } from './read-package';

/**
 * Writes a checked package: media to the content bucket, then the course's items, then removes
 * items the package no longer has, and last the course item carrying the package's hash. An import
 * cut off halfway leaves the old hash, so the next run imports again; an unchanged package is skipped.
 */
const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

export type ImportResult = { status: 'imported' | 'unchanged'; items: number; media: number };

export async function importPackage(
  pkg: ReadPackage,
  report: (line: string) => void = () => undefined,
): Promise<ImportResult> {
  const { course, questions } = pkg.content;
  const TableName = config().table('main');
  const existing = await db().send(new GetCommand({ TableName, Key: keys.course(course.course_id) }));
  if (existing.Item?.packageHash === pkg.hash) return { status: 'unchanged', items: 0, media: 0 };

  for (const [i, { file, source, limited }] of pkg.media.entries()) {
    await s3().send(
      new PutObjectCommand({
        Bucket: config().bucket('content'),
        // A question's video is reached only through counted views: never under the served `content/`.
        Key: limited ? limitedVideoKey(course.course_id, file) : contentKey(course.course_id, file),
        Body: readFileSync(source),
        ContentType: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        // CloudFront passes it to the browser (the `/content/*` behaviour); a view's link says no-store itself.
        ...(limited ? {} : { CacheControl: CONTENT_CACHE_CONTROL }),
      }),
    );
    // An import of an older format left it public at a stable URL: take that copy away.
    if (limited)
      await s3().send(
        new DeleteObjectCommand({ Bucket: config().bucket('content'), Key: contentKey(course.course_id, file) }),
      );
    report(`media ${i + 1}/${pkg.media.length}`);
  }

  const domainsOf = new Map(questions.map((q) => [q.question_id, q.domain]));
  const instructionPages = new Set(questions.filter((q) => q.type === 'INS').map((q) => q.question_id));
  const items: Record<string, unknown>[] = [];
  for (const unit of course.units) {
    items.push({
      ...keys.unit(course.course_id, unit.order),
      entity: 'unit',
      order: unit.order,
      unit_name: unit.unit_name,
    });
    unit.elements.forEach((element, position) => {
      const { questions: questionIds, ...fields } = element;
      const domains = (['R', 'W', 'L', 'S'] as const).filter((d) => questionIds.some((id) => domainsOf.get(id) === d));
      // Instruction pages are not questions: the popup's count and the test's counter agree.
      const questionCount = questionIds.filter((id) => !instructionPages.has(id)).length;
      items.push({
        ...keys.element(course.course_id, element.element_id),
        entity: 'element',
        ...fields,
        courseId: course.course_id,
        unitOrder: unit.order,
        position,
        questionIds,
        questionCount,
        domains,
      });
    });
  }
  for (const question of questions)
    items.push({ ...keys.question(question.question_id), entity: 'question', courseId: course.course_id, ...question });
  await writeAll(items, report);

  const wanted = new Set(items.filter((i) => i.pk === keys.course(course.course_id).pk).map((i) => String(i.sk)));
  const stale =
    (
      await db().send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.course(course.course_id).pk },
          ProjectionExpression: 'pk, sk',
        }),
      )
    ).Items ?? [];
  await deleteAll(
    stale.filter((i) => i.sk !== prefixes.courseMeta && !wanted.has(String(i.sk))).map((i) => ({ pk: i.pk, sk: i.sk })),
  );

  const { units: _units, ...meta } = course;
  await writeAll(
    [
      {
        ...keys.course(course.course_id),
        entity: 'course',
        ...meta,
        packageHash: pkg.hash,
        importedAt: new Date().toISOString(),
      },
    ],
    () => undefined,
  );
  return { status: 'imported', items: items.length + 1, media: pkg.media.length };
}

async function writeAll(items: Record<string, unknown>[], report: (line: string) => void): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    await batch(items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })));
    report(`items ${Math.min(i + 25, items.length)}/${items.length}`);
  }
}

async function deleteAll(keyList: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < keyList.length; i += 25)
    await batch(keyList.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })));
}

/** BatchWrite, retrying whatever DynamoDB hands back unprocessed (it may under load). */
async function batch(
  requests: NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string],
): Promise<void> {
  let pending = requests;
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt > 8) throw new Error('DynamoDB kept requests unprocessed; try the import again.');
    const result = await db().send(new BatchWriteCommand({ RequestItems: { [config().table('main')]: pending } }));
    pending = result.UnprocessedItems?.[config().table('main')] ?? [];
    if (pending.length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
}
