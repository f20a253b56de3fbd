import { EXPORT_KEEP_DAYS } from '#shared/privacy/notice';

/** The README.txt at the top of a data download: what each file holds, in plain words. */
export function exportReadme(fileCount: number): string {
  return [
    'Your Fluentia data',
    '',
    'profile.json    your profile: name, class, contacts and settings (PINs are never included).',
    'consent.json    for a child: who agreed to the privacy notice, when, and which version.',
    'learning.json   your tests and activities: every attempt with its answers and scores,',
    '                your courses and progress, and your certificates.',
    'bills.json      your orders and payments.',
    'all-items.json  every record we keep under your account, exactly as stored.',
    `files/          your files (${fileCount}): recordings of spoken and video answers, photos,`,
    '                task files, certificates, reports and bills.',
    '',
    `This download is deleted from our servers ${EXPORT_KEEP_DAYS} days after it was made.`,
    'The Privacy page of the site says what we keep, why and for how long.',
    '',
  ].join('\n');
}
