import type { PublicCertificate } from './issue';
import { readPublicCertificate } from './store';

/** The public copy of a certificate by its id (the verification page): one GetItem, nothing else bundled. */
export async function findCertificate(certId: string): Promise<PublicCertificate | undefined> {
  if (!/^[0-9A-F]{20}$/.test(certId)) return undefined;
  const item: PublicCertificate | undefined = await readPublicCertificate(certId);
  if (!item) return undefined;
  const { certId: id, name, courseName, issuedOn, levels, band, orgName, participation } = item;
  return { certId: id, name, courseName, issuedOn, levels, band, orgName, ...(participation ? { participation } : {}) };
}
