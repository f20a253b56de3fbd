import { describe, expect, it } from 'vitest';
import type { ChildListData, ChildProfile } from '#shared/api/contract-accounts';
import type { SchoolClassData } from '#shared/api/contract-schools';
import { TestClient } from '../support/api-client';
import { juniorSignIn, registered, signUp } from '../support/accounts';
import { getItem } from '../support/table';
import { schoolWithChildren, type SchoolCard } from '../support/school-children';

/**
 * A parent links a school's child with its login card (decision 0893; docs/family.md, "A school's child"): the
 * child joins the parent's children and stays the school's; a wrong card gets one answer whatever was wrong;
 * only a school's child without a parent can be linked, once; the eight places and the PIN guesses hold.
 */
const link = (parent: TestClient, card: Pick<SchoolCard, 'loginId' | 'pin'>) =>
  parent.post('/v1/childprofile/link', { login_id: card.loginId, pin: card.pin, consent: true });

const refusal = (res: { status: number; body: { message: string; data: { error?: string } } }) => [
  res.status,
  res.body.data.error,
];

const newParent = async () => (await signUp({ parentName: 'Meena Pillai' })).client;

describe('POST v1/childprofile/link', () => {
  it("links a school's child to the parent, who sees it like their own, and the school still has it", async () => {
    const { admin, classId, cards, org } = await schoolWithChildren(2);
    const card = cards[0]!;
    const { client: parent, userId, loginId } = await signUp({ parentName: 'Meena Pillai' });

    const res = await link(parent, { loginId: card.loginId.toUpperCase(), pin: card.pin });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('Child linked.');
    expect(res.body.data).toMatchObject({ child_id: card.childId, child_name: card.name, child_grade: 5 });
    expect(JSON.stringify(res.body)).not.toContain(card.pin);

    const list = (await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList;
    expect(list.map((c) => c.child_id)).toEqual([card.childId]);
    expect(await getItem(`USER#${userId}`, `CHILD#${card.childId}`)).toMatchObject({ entity: 'childLink' });
    expect(await getItem(`USER#${userId}`, 'PROFILE')).toMatchObject({ childCount: 1 });
    // The parent acts for the child as for their own: a child token and its dashboard.
    const acting = new TestClient();
    acting.token = (await parent.post('/v1/usertoken', { child_id: card.childId })).body.data.token;
    const details = await acting.get('/v1/childdetails');
    expect(details.status, details.body.message).toBe(200);
    expect(details.body.data.child).toMatchObject({ child_id: card.childId, child_grade: 5 });

    // The parent's consent replaces the school's attestation, which it keeps inside.
    const consent = await getItem(`USER#${card.childId}`, 'CONSENT');
    expect(consent).toMatchObject({
      role: 'parent',
      givenBy: userId,
      via: 'phone',
      contact: loginId,
      schoolAttestation: { role: 'schoolAdmin', orgId: org.orgId, via: 'account' },
    });
    expect(consent!.noticeVersion).toBe(consent!.schoolAttestation.noticeVersion);

    // Still a junior of the school and of its class, and still signs in with the card.
    expect(await getItem(`USER#${card.childId}`, 'PROFILE')).toMatchObject({
      parentId: userId,
      orgId: org.orgId,
      school: { orgId: org.orgId, classId },
    });
    const page = (await admin.get<SchoolClassData>(`/v1/org/classes/${classId}`)).body.data;
    expect(page.children.map((c) => c.child_id)).toContain(card.childId);
    await juniorSignIn(card.loginId, card.pin);

    // Linking again: already the parent's. Another parent: already linked, said only with the right PIN.
    expect(refusal(await link(parent, card))).toEqual([409, 'schoolChildYours']);
    const other = await newParent();
    expect(refusal(await link(other, card))).toEqual([409, 'schoolChildLinked']);
    expect(refusal(await link(other, { loginId: card.loginId, pin: wrong(card.pin) }))).toEqual([401, 'loginFailed']);
  });

  it('gives one answer for a wrong PIN, an unknown login id, an adult and another parent’s own child', async () => {
    const { cards } = await schoolWithChildren(1);
    const parent = await newParent();
    const unknown = await link(parent, { loginId: 'nobody0000', pin: '123456' });
    const wrongPin = await link(parent, { loginId: cards[0]!.loginId, pin: wrong(cards[0]!.pin) });
    expect(refusal(unknown)).toEqual([401, 'loginFailed']);
    expect(refusal(wrongPin)).toEqual([401, 'loginFailed']);
    expect(unknown.body.message).toBe(wrongPin.body.message);
    expect(unknown.body.message).toBe('The login id or PIN is incorrect.');

    // An adult's own login id and PIN are not a card: a phone number is looked up as a username, and no child has it.
    const adult = await registered();
    const asAdult = await link(await newParent(), { loginId: adult.loginId, pin: adult.pin });
    expect(refusal(asAdult)).toEqual([401, 'loginFailed']);

    // A child another parent added, with its right PIN: it already has a parent.
    const owner = await newParent();
    const added = await owner.post('/v1/childprofile', { child_name: 'Rhea Das', child_grade: '6', child_avatar: 1 });
    const own = added.body.data.child as ChildProfile;
    const card = { loginId: own.child_user_name, pin: own.child_pin! };
    expect(refusal(await link(await newParent(), card))).toEqual([409, 'schoolChildLinked']);
    expect(refusal(await link(owner, card))).toEqual([409, 'schoolChildYours']);

    // Bad input: the schema's answers, never a 500.
    const bad = await parent.post('/v1/childprofile/link', { login_id: '', pin: '12', consent: false });
    expect(bad.status).toBe(422);
    expect(bad.body.data.fields).toMatchObject({
      login_id: 'Please enter the login id from the child’s card',
      pin: 'The PIN on the card is 6 digits',
      consent: 'Please tick the box to agree to the notice for your child.',
    });
  });

  it('locks a parent after five wrong cards, and a card after five wrong PINs wherever they were typed', async () => {
    const { cards } = await schoolWithChildren(2);
    const parent = await newParent();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(refusal(await link(parent, { loginId: `nobody${1000 + i}`, pin: '111111' })));
    expect(answers.slice(0, 4)).toEqual(Array(4).fill([401, 'loginFailed']));
    expect(answers.slice(4)).toEqual(Array(2).fill([429, 'accountLocked']));
    // Locked: even the right card waits.
    expect(refusal(await link(parent, cards[0]!))).toEqual([429, 'accountLocked']);

    // The card's PIN shares the junior sign-in's lockout: three wrong sign-ins and two wrong links lock it.
    const card = cards[1]!;
    for (let i = 0; i < 3; i++)
      await new TestClient().post('/v1/login', { login_id: card.loginId, pin: wrong(card.pin), keepalive: true });
    const others = await Promise.all([newParent(), newParent()]);
    expect(refusal(await link(others[0], { loginId: card.loginId, pin: wrong(card.pin) }))).toEqual([
      401,
      'loginFailed',
    ]);
    expect(refusal(await link(others[1], { loginId: card.loginId, pin: wrong(card.pin) }))).toEqual([
      429,
      'accountLocked',
    ]);
    expect(refusal(await link(others[0], card))).toEqual([429, 'accountLocked']);
  });

  it('lets exactly one of 30 links of the same child at once win', async () => {
    const { cards } = await schoolWithChildren(1);
    const card = cards[0]!;
    const parents = await Promise.all(Array.from({ length: 6 }, newParent));
    const results = await Promise.all(parents.flatMap((p) => Array.from({ length: 5 }, () => link(p, card))));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect(['schoolChildLinked', 'schoolChildYours', 'accountLocked']).toContain(r.body.data.error);
    // Only the winner's list has the child, and the child names that parent.
    const winner = parents[Math.floor(results.indexOf(won[0]!) / 5)]!;
    const lists = await Promise.all(parents.map((p) => p.get<ChildListData>('/v1/childprofile')));
    expect(lists.map((l) => l.body.data.childrenList.length)).toEqual(parents.map((p) => (p === winner ? 1 : 0)));
    const winnerId = (await winner.get('/v3/user_profile')).body.data;
    expect(JSON.stringify(winnerId)).toContain((await getItem(`USER#${card.childId}`, 'PROFILE'))!.parentId);
  });

  it('holds the eight places when a parent with seven children links two at once', async () => {
    const { cards } = await schoolWithChildren(2);
    const parent = await newParent();
    for (let i = 0; i < 7; i++)
      await parent.post('/v1/childprofile', { child_name: `Kid Nair`, child_grade: '4', child_avatar: 1 });
    const results = await Promise.all(cards.map((c) => link(parent, c)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.data.error).toBe('childLimitReached');
    const list = (await parent.get<ChildListData>('/v1/childprofile')).body.data.childrenList;
    expect(list).toHaveLength(8);
    // The one not linked is still free for its own parent.
    const free = cards.find((c) => !list.some((l) => l.child_id === c.childId))!;
    expect((await link(await newParent(), free)).status).toBe(200);
  });
});

function wrong(pin: string): string {
  return pin === '000000' ? '000001' : '000000';
}
