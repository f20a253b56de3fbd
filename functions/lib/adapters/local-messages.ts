import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../aws';
import { setting } from '../config';
import { mainTable } from '../main-table';
import * as keys from '../../data/keys';
import { ttlIn } from '../../data/keys';
import type { Messages } from '../messages-port';
import { localOnly, standsFor } from '../traffic-recorder';

/** The local Messages adapter: an outbox in the table (a week), printed in the terminal by `npm start`. */
const OUTBOX_DAYS = 7;

export const localMessages: Messages = {
  async send(message) {
    const sentAt = new Date().toISOString();
    // The traffic recorder hears the AWS call this stands for; the outbox itself is local only.
    standsFor([
      message.channel === 'sms' ? { service: 'sns', operation: 'Publish' } : { service: 'ses', operation: 'SendEmail' },
    ]);
    await localOnly(() =>
      db().send(
        new PutCommand({
          TableName: mainTable(),
          Item: {
            ...keys.outbox(sentAt, randomUUID()),
            entity: 'outbox',
            ...message,
            sentAt,
            expiresAt: ttlIn(OUTBOX_DAYS * 86400),
          },
        }),
      ),
    );
    if (setting('LOCAL_PRINT_OUTBOX') === '1') {
      process.stdout.write(`\n  ✉  ${message.channel.toUpperCase()} to ${message.to}: ${message.text}\n`);
    }
  },
};
