import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { AttemptData } from '#shared/api/contract-assessment';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { TestClient } from './api-client';
import { juniorSignIn, signUp } from './accounts';
import { answerAll, data, start } from './attempts';
import { forgedTokens, type ForgedKind } from './forged-tokens';
import { putItem } from './table';
import { classFile, freshName, issued, newOrg, newOrgAdmin, type TestOrg } from './orgs';
import * as keys from '../../functions/data/keys';

/**
 * The people the generated route suites call as (tests/integration/authorisation-matrix.test.ts and
 * bad-input.test.ts), made once per file through the product's own flows where they are cheap
 * enough (parents by OTP, children added by their parent, juniors by username and PIN), and the
 * objects they own: an open attempt, children, a notification.
 */
export type Role =
  | 'learner'
  | 'otherLearner'
  | 'parent'
  | 'otherParent'
  | 'junior'
  | 'childToken'
  | 'coach'
  | 'orgAdmin'
  | 'otherOrgAdmin';
export type Revoked = 'deletedJunior' | 'deletedChildToken' | 'loggedOut';
export type Identity = 'none' | Role | Revoked | `forged: ${ForgedKind}`;

export interface Person {
  userId: string;
  token: string;
  /** Strings of this person's data that must never appear in an answer to someone else. */
  secrets: string[];
}

export interface World {
  people: Record<Role | Revoked, Person>;
  forged: Record<ForgedKind, string>;
  /** The learner's open practice attempt (course 101, element 1011) and its current page. */
  attempt: AttemptData;
  /** The learner's finished attempt of the same activity (its review is open). */
  finishedAttempt: AttemptData;
  /** The parent's child (the junior) and the other parent's child. */
  child: ChildProfile;
  otherChild: ChildProfile;
  /** A notification of the learner's, unread. */
  noteId: string;
  /** A recording of the learner's with a live transcription session (POST v1/speechSession). */
  recordingId: string;
  /** The organisation admin's organisation: its pool of seats, an unused key of it, and an export of its people. */
  /** …and a class of its school with one child registered. */
  org: { orgId: string; seatsId: string; keyId: string; exportId: string; classId: string; classChildId: string };
}

export const COURSE = 101;
export const ELEMENT = 1011;

/** A learner written straight into the table (as a purchase would), enrolled in course 101. */
export async function newLearner(): Promise<Person> {
  const store = data();
  const { userId, token } = await store.learner([COURSE, 300]);
  store.destroy();
  return { userId, token, secrets: [userId] };
}

/** A staff coach of the seeded coach (coach-meera): reaches the coach workspace routes. */
export async function newCoach(): Promise<Person> {
  const store = data();
  const { userId, token } = await store.coach('coach-meera');
  store.destroy();
  return { userId, token, secrets: [userId] };
}

/** A parent signed up by OTP. */
export async function newParent(name: string): Promise<Person & { client: TestClient }> {
  const { client, userId } = await signUp({ parentName: name });
  return { client, userId, token: client.token!, secrets: [userId] };
}

export async function addChild(parent: TestClient, name: string): Promise<ChildProfile> {
  const res = await parent.post('/v1/childprofile', { child_name: name, child_grade: '5', child_avatar: 2 });
  if (res.status !== 200) throw new Error(`Could not add ${name}: ${res.body.message}`);
  return res.body.data.child;
}

export async function childToken(parent: TestClient, childId: string): Promise<string> {
  const res = await parent.post('/v1/usertoken', { child_id: childId });
  if (res.status !== 200) throw new Error(`No child token: ${res.body.message}`);
  return res.body.data.token;
}

/** An admin of a new organisation of their own (tests/support/orgs.ts). */
export async function newOrgAdminPerson(): Promise<Person & TestOrg> {
  // A school, so its console has classes as well as keys (a company's is the same console without them).
  const test = await newOrg({ seats: 10_000, kind: 'school' });
  const admin = await newOrgAdmin(test.org);
  return { ...test, userId: admin.userId, token: admin.token, secrets: [admin.userId, admin.loginId] };
}

/** A fresh person of a role, for calls that end the caller's session (logout, PIN reset). */
export async function freshPerson(role: Role): Promise<Person> {
  if (role === 'learner' || role === 'otherLearner') return newLearner();
  if (role === 'coach') return newCoach();
  if (role === 'orgAdmin' || role === 'otherOrgAdmin') return newOrgAdminPerson();
  const parent = await newParent('Fresh Parent');
  if (role === 'parent' || role === 'otherParent') return parent;
  const child = await addChild(parent.client, 'Fresh Child');
  const token =
    role === 'junior'
      ? (await juniorSignIn(child.child_user_name, child.child_pin!)).token!
      : await childToken(parent.client, child.child_id);
  return { userId: child.child_id, token, secrets: [child.child_id] };
}

export async function makeWorld(): Promise<World> {
  const [learner, otherLearner, parent, otherParent, loggedOutAccount, coach, orgAdmin, otherOrgAdmin] =
    await Promise.all([
      newLearner(),
      newLearner(),
      newParent('Pari Canary'),
      newParent('Omar Canary'),
      signUp(),
      newCoach(),
      newOrgAdminPerson(),
      newOrgAdminPerson(),
    ]);
  const [orgKey] = await issued(orgAdmin, 1);
  const adminClient = new TestClient();
  adminClient.token = orgAdmin.token;
  const exported = await adminClient.post('/v1/org/exports', { kind: 'people' });
  if (exported.status !== 200) throw new Error(`Could not start an export: ${exported.body.message}`);
  const made = await adminClient.post('/v1/org/classes', { grade: 5, section: 'A', teacher: 'Canary Teacher' });
  if (made.status !== 200) throw new Error(`Could not add a class: ${made.body.message}`);
  const classId = made.body.data.class.class_id as string;
  const pupil = freshName();
  const roster = await adminClient.post(`/v1/org/classes/${classId}/register`, {
    file: classFile([`${pupil},5,A`]),
    attest: true,
  });
  if (roster.status !== 200) throw new Error(`Could not register a class: ${roster.body.message}`);
  const classPage = await adminClient.get(`/v1/org/classes/${classId}`);
  const pupilId = classPage.body.data.children[0].child_id as string;
  const [child, otherChild, doomed] = await Promise.all([
    addChild(parent.client, 'Juno Canary'),
    addChild(otherParent.client, 'Otto Canary'),
    addChild(parent.client, 'Gone Canary'),
  ]);
  const [junior, acting, deletedJunior, deletedActing] = await Promise.all([
    juniorSignIn(child.child_user_name, child.child_pin!),
    childToken(parent.client, child.child_id),
    juniorSignIn(doomed.child_user_name, doomed.child_pin!),
    childToken(parent.client, doomed.child_id),
  ]);
  const deleted = await parent.client.put('/v1/childprofile', { child_id: doomed.child_id, is_delete: true });
  if (deleted.status !== 200) throw new Error(`Could not delete a child: ${deleted.body.message}`);
  const out = await loggedOutAccount.client.get('/v1/logout');
  if (out.status !== 200) throw new Error(`Could not log out: ${out.body.message}`);

  const learnerClient = new TestClient();
  learnerClient.token = learner.token;
  const finished = (await start(learnerClient, COURSE, ELEMENT)).body.data.attempt;
  await answerAll(learnerClient, finished);
  const started = await start(learnerClient, COURSE, ELEMENT);
  if (started.status !== 200) throw new Error(`Could not start an attempt: ${started.body.message}`);
  const noteId = `${new Date().toISOString()}#${randomUUID()}`;
  await putItem({
    ...keys.notification(learner.userId, noteId),
    entity: 'notification',
    noteId,
    message: 'Canary note',
    target: null,
    status: 'info',
    unread: true,
    createdAt: new Date().toISOString(),
  });
  const recordingId = randomUUID();
  const session = await learnerClient.post('/v1/speechSession', { recording_id: recordingId });
  if (session.status !== 200) throw new Error(`Could not open a speech session: ${session.body.message}`);

  const childSecrets = (c: ChildProfile) => [c.child_id, c.child_user_name];
  return {
    people: {
      learner: {
        ...learner,
        secrets: [learner.userId, started.body.data.attempt.attempt_id, finished.attempt_id, recordingId],
      },
      otherLearner,
      parent: {
        userId: parent.userId,
        token: parent.token,
        secrets: [parent.userId, 'Pari Canary', ...childSecrets(child)],
      },
      otherParent: {
        userId: otherParent.userId,
        token: otherParent.token,
        secrets: [otherParent.userId, 'Omar Canary', ...childSecrets(otherChild)],
      },
      junior: { userId: child.child_id, token: junior.token!, secrets: childSecrets(child) },
      childToken: { userId: child.child_id, token: acting, secrets: childSecrets(child) },
      deletedJunior: { userId: doomed.child_id, token: deletedJunior.token!, secrets: childSecrets(doomed) },
      deletedChildToken: { userId: doomed.child_id, token: deletedActing, secrets: childSecrets(doomed) },
      coach,
      orgAdmin: {
        userId: orgAdmin.userId,
        token: orgAdmin.token,
        secrets: [...orgAdmin.secrets, orgAdmin.org.orgId, pupil, pupilId],
      },
      otherOrgAdmin: {
        userId: otherOrgAdmin.userId,
        token: otherOrgAdmin.token,
        secrets: [...otherOrgAdmin.secrets, otherOrgAdmin.org.orgId],
      },
      loggedOut: {
        userId: loggedOutAccount.userId,
        token: loggedOutAccount.client.token!,
        secrets: [loggedOutAccount.userId],
      },
    },
    forged: await forgedTokens(JSON.parse(inject('signingKey')), { userId: learner.userId, type: 'T' }),
    attempt: started.body.data.attempt,
    finishedAttempt: finished,
    child,
    otherChild,
    noteId,
    recordingId,
    org: {
      orgId: orgAdmin.org.orgId,
      seatsId: orgAdmin.poolId,
      keyId: orgKey!.ref,
      exportId: exported.body.data.export_id,
      classId,
      classChildId: pupilId,
    },
  };
}

/** The token an identity presents (undefined: no header at all). */
export function tokenOf(world: World, identity: Identity): string | undefined {
  if (identity === 'none') return undefined;
  if (identity.startsWith('forged: ')) return world.forged[identity.slice('forged: '.length) as ForgedKind];
  return world.people[identity as Role | Revoked].token;
}
