import { AppError } from '#shared/errors';
import { http, ok } from '../../lib/http';
import { findCertificate } from '../public-certificate';

/**
 * GET v1/certificate/{certId} (public): the verification page's data, only what the certificate
 * states. An unknown or altered id is 'Certificate not found', the same answer for every miss.
 */
export const handler = http('verifyCertificate', async ({ params }) => {
  const cert = await findCertificate(params.certId!.toUpperCase());
  if (!cert) throw new AppError('certificateNotFound');
  return ok({
    cert_id: cert.certId,
    name: cert.name,
    course_name: cert.courseName,
    issued_on: cert.issuedOn,
    levels: cert.levels,
    band: cert.band,
    org_name: cert.orgName,
    participation: cert.participation ?? null,
  });
});
