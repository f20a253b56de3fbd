import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { required } from '../config';
import type { Messages } from '../messages-port';
import { traced } from '../trace-calls';

/**
 * The Messages port on AWS: e-mail through SES, SMS through SNS. A kit (../import-beside.ts), shipped
 * as `messages-kit.mjs` beside the bundles that can send a message and loaded with the first one
 * sent: the two clients are about 160 KB that a cold start otherwise parses, and most calls of most
 * of these functions send nothing (docs/performance.md).
 */
let ses: SESv2Client | undefined;
let sns: SNSClient | undefined;

export const awsMessages: Messages = {
  async send(message) {
    if (message.channel === 'email') {
      ses ??= traced(new SESv2Client({ region: region() }));
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: required('SES_FROM_ADDRESS', 'Messages'),
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject },
              Body: { Text: { Data: message.text } },
              ...(message.attachments?.length
                ? {
                    Attachments: message.attachments.map((a) => ({
                      FileName: a.fileName,
                      ContentType: a.contentType,
                      RawContent: Buffer.from(a.content, 'utf8'),
                      ContentDisposition: 'ATTACHMENT' as const,
                    })),
                  }
                : {}),
            },
          },
        }),
      );
      return;
    }
    sns ??= traced(new SNSClient({ region: region() }));
    await sns.send(
      new PublishCommand({
        PhoneNumber: `+91${message.to}`,
        Message: message.text,
        MessageAttributes: {
          'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
          'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: required('SMS_SENDER_ID', 'Messages') },
        },
      }),
    );
  },
};

function region(): string {
  return required('AWS_REGION', 'Messages');
}
