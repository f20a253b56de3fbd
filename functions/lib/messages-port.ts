/**
 * The Messages port: SMS through SNS and e-mail through SES on AWS (./adapters/aws-messages.ts);
 * locally an outbox in the table that the terminal prints and /_local/outbox lists
 * (./adapters/local-messages.ts), so OTP sign-in works with no SMS gateway. `messages()` in
 * ./messages.ts picks the adapter by the world (./config.ts).
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
