/**
 * The privacy notice's version and the numbers it promises (decision 0800), shared by the web's
 * /privacy page and add-child form and by the functions that keep the promises. A change to what the
 * notice says gets a new version; every consent records the version it was given to.
 */
export const NOTICE_VERSION = '2026-12-07';

/** Days during which a deleted child or account can be restored before the erase job removes it. */
export const UNDO_DAYS = 7;

/** Default days a raw recording of a spoken or video answer is kept (per environment: infra/config). */
export const RECORDING_DAYS_DEFAULT = 90;

/** Minutes a data download's link works once it is ready. */
export const EXPORT_LINK_MINUTES = 15;

/** Days a built data download is kept before it is deleted (the bucket's lifecycle). */
export const EXPORT_KEEP_DAYS = 7;

/** What the add-child form says, in plain words, above its "I agree" (the full page is /privacy). */
export const CHILD_NOTICE = [
  "We keep your child's name, class, photo or avatar, answers, scores and voice recordings so they can learn and " +
    'see their progress.',
  `Voice and video recordings are deleted ${RECORDING_DAYS_DEFAULT} days after they are scored; scores stay.`,
  'Only you, your child and, for coach calls, their coach see this. We never show ads to children or track them.',
  `You can download or delete your child's data at any time; a deleted child can be restored for ${UNDO_DAYS} days.`,
] as const;
