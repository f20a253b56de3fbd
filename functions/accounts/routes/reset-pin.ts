import { AppError } from '#shared/errors';
import { successMessages } from '#shared/success-messages';
import { http, ok } from '../../lib/http';
import { contactOf, sendPin } from '../../identity/facade';
import { requireUser } from '../../core/profile';

/** GET v1/resetpin: a new PIN to the account's phone (else e-mail), as forgot-PIN sends it (spec 01 §2). */
export const handler = http('resetPin', async ({ caller }) => {
  const ref = contactOf(await requireUser(caller.userId));
  if (!ref) throw new AppError('noContactForPin');
  await sendPin(ref, { create: false });
  return ok(null, successMessages.pinSent);
});
