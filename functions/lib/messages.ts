import { world } from './config';
import { importBeside, importFromSource } from './import-beside';
import type { Messages } from './messages-port';

export type { Messages } from './messages-port';

/**
 * The Messages adapter of this world (./messages-port.ts), loaded with the first message sent. On
 * AWS SES and SNS ship in a kit beside the bundle (`messages-kit.mjs`, ./adapters/aws-messages.ts);
 * the local outbox runs only from source and is in no bundle.
 */
const aws: Messages = {
  async send(message) {
    const { awsMessages } = await importBeside<{ awsMessages: Messages }>(
      './messages-kit.mjs',
      './adapters/aws-messages.ts',
      import.meta.url,
    );
    await awsMessages.send(message);
  },
};

const local: Messages = {
  async send(message) {
    const { localMessages } = await importFromSource<{ localMessages: Messages }>(
      './adapters/local-messages.ts',
      import.meta.url,
    );
    await localMessages.send(message);
  },
};

export function messages(): Messages {
  return world() === 'aws' ? aws : local;
}
