import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './aws';
import { mainTable } from './main-table';
import { importBeside } from './import-beside';
import { keys, ttlIn } from '../data/keys';
import { localOnly, standsFor } from './traffic-recorder';

/**
 * The Messages port: SMS through SNS and e-mail through SES on AWS; locally an outbox in the table
 * that the terminal prints and /_local/outbox lists, so OTP sign-in works with no SMS gateway.
 */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A 10-digit Indian mobile number or an e-mail address. */
  to: string;
  subject: string;
  text: string;
  /** The one-time code or PIN inside `text`, kept separately in the local outbox for tests. */
  code?: string;
  /** Small text files sent with an e-mail (a calendar invitation); an SMS carries none. */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  fileName: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Messages {
  send(message: OutgoingMessage): Promise<void>;
}

const OUTBOX_DAYS = 7;

const localOutbox: Messages = {
  async send(message) {
    const sentAt = new Date().toISOString();
    // The traffic recorder hears the AWS call this stands for; the outbox itself is local only.
    standsFor([message.channel === 'sms' ? { service: 'sns', operation: 'Publish' } : { service: 'ses', operation: 'SendEmail' }]);
    await localOnly(() => db().send(
      new PutCommand({
        TableName: mainTable(),
        Item: { ...keys.outbox(sentAt, randomUUID()), entity: 'outbox', ...message, sentAt, expiresAt: ttlIn(OUTBOX_DAYS * 86400) },
      }),
    ));
    if (process.env.LOCAL_PRINT_OUTBOX === '1') {
      process.stdout.write(`\n  ✉  ${message.channel.toUpperCase()} to ${message.to}: ${message.text}\n`);
    }
  },
};

// SES and SNS ship in a kit beside the bundle (./messages-kit.ts), loaded with the first message sent.
const awsMessages: Messages = {
  async send(message) {
    const { awsMessages: kit } = await importBeside<typeof import('./messages-kit')>('./messages-kit.mjs', './messages-kit.ts', import.meta.url);
    await kit.send(message);
  },
};

export function messages(): Messages {
  return process.env.MESSAGES_MODE === 'aws' ? awsMessages : localOutbox;
}
