import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSClient } from '@aws-sdk/client-sns';
import { db } from './aws';
import { config } from './config';
import { keys, ttlIn } from '../data/keys';

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
    await db().send(
      new PutCommand({
        TableName: config().table('main'),
        Item: { ...keys.outbox(sentAt, randomUUID()), entity: 'outbox', ...message, sentAt, expiresAt: ttlIn(OUTBOX_DAYS * 86400) },
      }),
    );
    if (process.env.LOCAL_PRINT_OUTBOX === '1') {
      process.stdout.write(`\n  ✉  ${message.channel.toUpperCase()} to ${message.to}: ${message.text}\n`);
    }
  },
};

let ses: SESv2Client | undefined;
let sns: SNSClient | undefined;

// SES and SNS are imported when a message is sent, not when the function starts: most calls of the
// functions that can send one (sign-in, OTPs) never do, and the clients are the bulk of their code.
const awsMessages: Messages = {
  async send(message) {
    if (message.channel === 'email') {
      const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
      ses ??= new SESv2Client({ region: config().region });
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: required('SES_FROM_ADDRESS'),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject },
              Body: { Text: { Data: message.text } },
              ...(message.attachments?.length
                ? { Attachments: message.attachments.map((a) => ({ FileName: a.fileName, ContentType: a.contentType, RawContent: Buffer.from(a.content, 'utf8'), ContentDisposition: 'ATTACHMENT' as const })) }
                : {}),
            },
          },
        }),
      );
      return;
    }
    const { PublishCommand, SNSClient } = await import('@aws-sdk/client-sns');
    sns ??= new SNSClient({ region: config().region });
    await sns.send(
      new PublishCommand({
        PhoneNumber: `+91${message.to}`,
        Message: message.text,
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: required('SMS_SENDER_ID') },
        },
      }),
    );
  },
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Messages configuration is incomplete: ${name}`);
  return value;
}

export function messages(): Messages {
  return process.env.MESSAGES_MODE === 'aws' ? awsMessages : localOutbox;
}
