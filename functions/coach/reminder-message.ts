import { formatIn, INDIA_ZONE } from '#shared/text/dates';
import type { MessageAttachment, OutgoingMessage } from '../lib/messages-port';
import type { UserRecord } from '../core/users';
import type { StoredCall } from './calls';

/**
 * The words and the calendar file of a call reminder (24 hours and 15 minutes before). The `.ics`
 * is made by the `ics` package (RFC 5545: escaping, folding, UTC times), imported only when a
 * reminder is written, so the job's cold start does not pay for it (or for yup, which it brings).
 */
export type ReminderKind = '24h' | '15m';

const leadWords: Record<ReminderKind, string> = { '24h': 'in 24 hours', '15m': 'in 15 minutes' };

/** Who the reminder is for: the learner, or the parent of a child whose speaking-test slot it is. */
export interface ReminderRecipient {
  to: UserRecord;
  /** The child's first name when the call is a child's speaking test. */
  childName?: string;
}

export function reminderText(
  call: StoredCall,
  kind: ReminderKind,
  recipient: ReminderRecipient,
): { subject: string; text: string } {
  const when = formatIn(call.start, 'dateTime', INDIA_ZONE);
  if (recipient.childName) {
    return {
      subject: `Reminder: ${recipient.childName}'s speaking test starts ${leadWords[kind]}`,
      text: `${recipient.childName}'s speaking test with ${call.coachName} starts ${leadWords[kind]}, at ${when} (India time). Join Call opens on ${recipient.childName}'s dashboard 5 minutes before.`,
    };
  }
  return {
    subject: `Reminder: your coach call starts ${leadWords[kind]}`,
    text: `Your coach call with ${call.coachName} starts ${leadWords[kind]}, at ${when} (India time). Join Call opens on My Course 5 minutes before.`,
  };
}

/** One VEVENT for the call (uid: the call's id, so a calendar updates rather than duplicates it). */
export async function calendarFile(call: StoredCall, title: string): Promise<MessageAttachment> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    uid: `${call.scheduleId}@fluentia.app`,
    productId: 'fluentia/coach-calls',
    method: 'PUBLISH',
    title,
    description: `A 30-minute call with ${call.coachName}. Join Call opens in Fluentia 5 minutes before the start.`,
    start: Date.parse(call.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(call.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    organizer: { name: call.coachName },
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return { fileName: 'fluentia-call.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}

/** E-mail with the calendar file when the recipient has an address; otherwise a text to their phone. */
export async function reminderMessage(
  call: StoredCall,
  kind: ReminderKind,
  recipient: ReminderRecipient,
): Promise<OutgoingMessage | undefined> {
  const { subject, text } = reminderText(call, kind, recipient);
  if (recipient.to.email) {
    const title = recipient.childName
      ? `${recipient.childName}'s speaking test with ${call.coachName}`
      : `Coach call with ${call.coachName}`;
    return { channel: 'email', to: recipient.to.email, subject, text, attachments: [await calendarFile(call, title)] };
  }
  const phone = recipient.to.phone ?? recipient.to.verifiedPhone;
  return phone ? { channel: 'sms', to: phone, subject, text } : undefined;
}
