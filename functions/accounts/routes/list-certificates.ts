import { accountTexts } from '#shared/schemas/account-texts';
import { http, ok } from '../../lib/http';
import { listCertificates } from '../history';

/** GET v1/listcertificates: an empty list is 'No Certificates Found', not an error (spec 01 §8). */
export const handler = http('certificates', async ({ caller }) => {
  const certificates = await listCertificates(caller.userId);
  return ok(certificates, certificates.length ? 'Success' : accountTexts.noCertificates);
});
