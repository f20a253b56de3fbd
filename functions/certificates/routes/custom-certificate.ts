import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { idempotency } from '../../lib/idempotency';
import { getUser } from '../../core/users';
import { issueCertificate } from '../issue';
import { siteUrl } from '../../core/site-url';

/** POST v1/customcertificate (spec 02 §7): the certificate of a finished course, in the name the learner confirmed. */
export const handler = http(
  'customCertificate',
  async ({ caller, input, event }) => {
    const user = await getUser(caller.userId);
    if (!user) throw new AppError('tokenInvalid');
    return ok(
      [await issueCertificate(user, input.course_id, input.fullname, siteUrl(event.headers))],
      'Your certificate is ready.',
    );
  },
  { idempotency },
);
