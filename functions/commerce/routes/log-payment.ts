import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { http, ok } from '../../lib/http';
import { db } from '../../lib/aws';
import { config } from '../../lib/config';
import { ttlIn } from '../../data/keys';
import { payerOf } from '../buyer';

/** POST v1/log_payment (spec 02 §2 payment logging page): the provider's return query, kept 90 days for support under the payer. */
export const handler = http('logPayment', async ({ caller, input }) => {
  const at = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: config().table('main'),
      Item: { pk: `USER#${payerOf(caller)}`, sk: `PAYLOG#${at}#${randomUUID()}`, entity: 'paymentLog', logData: input.log_data, at, expiresAt: ttlIn(90 * 86400) },
    }),
  );
  return ok(null, 'Logged');
});
