import * as z from 'zod/mini';
import { otpField } from './auth';
import { requiredText } from './form-fields';

/**
 * Request schemas of the children's-data calls (docs/security.md, "Children's data"): consent, the
 * undo window, deleting an account and the data download. Shared by the web and the handlers.
 */
export const privacyMessages = {
  childToken: 'Child Token not found!',
} as const;

const childId = requiredText(privacyMessages.childToken, 64);

/** POST v1/privacy/restore_child, POST v1/privacy/withdraw_consent. */
export const childSubjectSchema = z.object({ child_id: childId });

/** POST v1/privacy/delete_account: the code sent by delete_account_code. */
export const deleteAccountSchema = z.object({ otp: otpField });

/** POST v1/privacy/export and GET v1/privacy/export: the signed-in account's, or a child's with `child_id`. */
export const exportSchema = z.object({ child_id: z.optional(childId) });
