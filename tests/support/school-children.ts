import type { RosterRegisteredData, SchoolClassData } from '#shared/api/contract-schools';
import { TestClient } from './api-client';
import { cardLogins } from './login-cards';
import { classFile, freshName, newOrg, newOrgAdmin, type TestOrg } from './orgs';

export interface SchoolCard {
  childId: string;
  name: string;
  loginId: string;
  pin: string;
}

/**
 * A new school whose coordinator registers a class of `count` children through the API, as the console does, and
 * their login cards' details read from the cards' PDF: what a parent types to link a child (decision 0893).
 */
export async function schoolWithChildren(
  count: number,
  grade = 5,
): Promise<TestOrg & { admin: TestClient; classId: string; cards: SchoolCard[] }> {
  const test = await newOrg({ kind: 'school', name: 'Linking Test School' });
  const admin = new TestClient();
  admin.token = (await newOrgAdmin(test.org)).token;
  const made = await admin.post('/v1/org/classes', { grade, section: 'A', teacher: 'Meera Iyer' });
  if (made.status !== 200) throw new Error(made.body.message);
  const classId = made.body.data.class.class_id as string;
  const names = Array.from({ length: count }, () => freshName('Ishaan'));
  const file = classFile(names.map((n) => `${n},${grade},A`));
  const done = await admin.post<RosterRegisteredData>(`/v1/org/classes/${classId}/register`, { file, attest: true });
  if (done.status !== 200) throw new Error(done.body.message);
  const logins = cardLogins(Buffer.from(done.body.data.cards_pdf, 'base64'));
  const rows = (await admin.get<SchoolClassData>(`/v1/org/classes/${classId}`)).body.data.children;
  const cards = logins.map((l) => {
    const row = rows.find((r) => r.login_id === l.loginId)!;
    return { childId: row.child_id, name: row.name, ...l };
  });
  return { ...test, admin, classId, cards };
}
