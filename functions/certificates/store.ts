import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { mainTable } from '../lib/main-table';
import * as keys from '../data/keys';
import type { TransactItem } from '../lib/transactions';
import * as z from 'zod/mini';
import { parseOptional, type ItemSchema } from '../lib/stored-items';

export interface PublicCertificate {
  certId: string;
  name: string;
  courseName: string;
  issuedOn: string;
  levels: { overall: number | null; R: number | null; W: number | null; L: number | null; S: number | null };
  band: string | null;
  orgName: string | null;
  /** An olympiad's certificate of participation (decision 0840); absent on a course's certificate of achievement. */
  participation?: { percentile: number | null; grade: number | null };
}

/**
 * The certificates area's store: the only place it reads or writes DynamoDB (keys in
 * functions/data/keys.ts). A certificate is two items written together, each once: the public copy
 * by its id (the verification page) and the learner's own under their partition (History).
 */
export type StoredCertificateCopy = PublicCertificate & { fileKey: string };

const level = z.nullable(z.number());
/** The schema the public copy is read through (decision 0714). */
const publicCertificateSchema: ItemSchema<StoredCertificateCopy> = z.looseObject({
  certId: z.string(),
  name: z.string(),
  courseName: z.string(),
  issuedOn: z.string(),
  levels: z.object({ overall: level, R: level, W: level, L: level, S: level }),
  band: z.nullable(z.string()),
  orgName: z.nullable(z.string()),
  fileKey: z.string(),
});

/** The public copy of a certificate; strongly consistent when the caller is about to write it. */
export async function readPublicCertificate(
  certId: string,
  consistent = false,
): Promise<StoredCertificateCopy | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: mainTable(),
      Key: keys.publicCertificate(certId),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return parseOptional(publicCertificateSchema, result.Item);
}

/** The items of the transaction that issues a certificate: each fails when it exists (issued once). */
export const certificateItems = {
  putPublic: (stored: StoredCertificateCopy): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: { ...keys.publicCertificate(stored.certId), entity: 'publicCertificate', ...stored },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  putLearners: (userId: string, stored: StoredCertificateCopy, courseId: number): TransactItem => ({
    Put: {
      TableName: mainTable(),
      Item: {
        ...keys.certificate(userId, stored.certId),
        entity: 'certificate',
        certId: stored.certId,
        courseId,
        certName: stored.name,
        courseName: stored.courseName,
        attemptDate: stored.issuedOn,
        fileKey: stored.fileKey,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
};
