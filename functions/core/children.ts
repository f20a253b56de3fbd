import { randomInt } from 'node:crypto';
import type { AddChildRequest } from '#shared/schemas/family';
import { MAX_CHILDREN } from '#shared/schemas/accounts';
import { AppError } from '#shared/errors';
import { prefixes } from '../data/keys';
import { userItems } from '../lib/user-items';
import { createUser, ExtraConditionError, LoginIdTakenError, newUserId, type UserRecord } from './users';
import { generatePin, hashPin } from './pins';
import { deletePhoto, storePhoto } from './photos';
import { consentPut, parentConsent } from './consent';
import { childItems, readChildLink, readUserConsistent, readUsersConsistent } from './store';
import { childLinkSchema, type ChildLink } from './store/family';
export type { ChildLink } from './store/family';

/**
 * A parent's children (spec 01 §4, §6). A child is a junior user (type w, `parentId`) reached
 * through the link item `USER#<parent>` / `CHILD#<child>`. The parent item counts its children:
 * adding one raises the counter under the condition `childCount < 8` in the same transaction that
 * creates the child, so two adds at once can never make a ninth.
 */

export interface OwnChild {
  link: ChildLink;
  child: UserRecord;
}

export async function listChildren(parentId: string): Promise<OwnChild[]> {
  const links = await userItems(parentId, prefixes.child, childLinkSchema, { consistent: true });
  if (!links.length) return [];
  const users = new Map((await readUsersConsistent(links.map((l) => l.childId))).map((u) => [u.userId, u]));
  return links
    .map((link) => ({ link, child: users.get(link.childId) }))
    .filter((c): c is OwnChild => Boolean(c.child && c.child.parentId === parentId && !c.child.deletedAt))
    .sort((a, b) => a.link.createdAt.localeCompare(b.link.createdAt));
}

/** The parent's own child, or 'Child Token not found!' — the same answer for another parent's child. */
export async function ownChild(parentId: string, childId: string): Promise<OwnChild> {
  const [link, user] = await Promise.all([readChildLink(parentId, childId, true), readUserConsistent(childId)]);
  if (!link || !user || user.type !== 'w' || user.parentId !== parentId || user.deletedAt)
    throw new AppError('childNotFound');
  return { link, child: user };
}

/** A junior username from the child's first name and four digits (`kabir4821`). */
export function juniorUsername(name: string): string {
  const stem = (name.toLowerCase().match(/[a-z]+/)?.[0] ?? 'kid').slice(0, 12).padEnd(3, 'x');
  return `${stem}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** The parent update that claims one of the eight places; ExtraConditionError index 1 when full. */
export function claimPlace(parentId: string) {
  return childItems.updateUser(parentId, {
    UpdateExpression: 'SET childCount = if_not_exists(childCount, :zero) + :one',
    ConditionExpression:
      'attribute_exists(pk) AND #type = :parent AND (attribute_not_exists(childCount) OR childCount < :max)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_CHILDREN, ':parent': 'k' },
  });
}

/** Adds a child with a new username and PIN; the PIN is returned once, for the parent to pass on. */
export async function addChild(parent: UserRecord, input: AddChildRequest): Promise<OwnChild & { pin: string }> {
  if ((parent.childCount ?? 0) >= MAX_CHILDREN) throw new AppError('childLimitReached');
  const childId = newUserId();
  const pin = generatePin();
  const pinHash = await hashPin(pin);
  const photoKey = input.child_photo ? await storePhoto(parent.userId, childId, input.child_photo) : undefined;
  const now = new Date().toISOString();
  const link: ChildLink = { childId, createdAt: now };
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = juniorUsername(input.child_name);
    const child: UserRecord = {
      userId: childId,
      type: 'w',
      retail: parent.retail,
      ...(parent.orgId ? { orgId: parent.orgId } : {}),
      parentId: parent.userId,
      loginId: username,
      username,
      fullName: input.child_name,
      grade: input.child_grade,
      ...(photoKey ? { photoKey } : { avatar: input.child_avatar ?? 1 }),
      isPaid: false,
      onboarding: false,
      pinHash,
      createdAt: now,
    };
    try {
      await createUser(
        child,
        [{ kind: 'username', value: username }],
        // The parent's consent to the notice is recorded with the child (decision 0800).
        [
          childItems.putLink(parent.userId, link),
          claimPlace(parent.userId),
          consentPut(parentConsent(parent, childId)),
        ],
      );
      return { link, child, pin };
    } catch (error) {
      if (error instanceof LoginIdTakenError) continue; // that username is someone's: draw another
      await deletePhoto(photoKey);
      if (error instanceof ExtraConditionError && error.indexes.includes(1)) throw new AppError('childLimitReached');
      throw error;
    }
  }
  await deletePhoto(photoKey);
  throw new AppError('unavailable');
}
