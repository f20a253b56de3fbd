import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { keys } from '../data/keys';
import type { PublicCertificate } from './issue';

/** The public copy of a certificate by its id (the verification page): one GetItem, nothing else bundled. */
export async function findCertificate(certId: string): Promise<PublicCertificate | undefined> {
  if (!/^[0-9A-F]{20}$/.test(certId)) return undefined;
  const result = await db().send(new GetCommand({ TableName: config().table('main'), Key: keys.publicCertificate(certId) }));
  if (!result.Item) return undefined;
  const { certId: id, name, courseName, issuedOn, levels, band, orgName } = result.Item as PublicCertificate;
  return { certId: id, name, courseName, issuedOn, levels, band, orgName };
}

