import type { ChildProfilePutRequest, ParentProfileRequest } from '#shared/schemas/family';
import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import { transact, type TransactItem } from '../lib/transactions';
import { generatePin, hashPin } from '../core/pins';
import { accountSubject, clearAttempts } from '../core/attempt-guard';
import { endTokensItem } from '../identity/facade';
import { saveProfileFields } from '../core/contact-ids';
import type { UserRecord } from '../core/users';
import { ownChild, type OwnChild } from '../core/children';
import { deletePhoto, storePhoto } from '../core/photos';
import { childItems } from '../core/store';

/**
 * Editing, deleting and re-PINning a parent's own child, and the parent's own details. Each write
 * is conditioned on the child still being this parent's, so a child deleted meanwhile is not
 * brought back half-way.
 */
const stillOwned = 'attribute_exists(pk) AND parentId = :parent AND attribute_not_exists(deletedAt)';

async function updateChild(
  parentId: string,
  childId: string,
  set: Record<string, unknown>,
  remove: string[] = [],
  extra: TransactItem[] = [],
): Promise<void> {
  const entries = Object.entries(set);
  try {
    await transact([
      childItems.updateUser(childId, {
        UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression: stillOwned,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
          ':parent': parentId,
        },
      }),
      ...extra,
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('childNotFound');
    throw error;
  }
}

type Edit = Extract<ChildProfilePutRequest, { action: 'edit' }>;

/** Name, class, and an avatar or a new photo (the old photo is removed once nothing points to it). */
export async function editChild(parent: UserRecord, input: Edit): Promise<OwnChild> {
  const { link, child } = await ownChild(parent.userId, input.child_id);
  const photoKey = input.child_photo ? await storePhoto(parent.userId, child.userId, input.child_photo) : undefined;
  const picture = photoKey ? { photoKey } : input.child_avatar ? { avatar: input.child_avatar } : {};
  const dropsPhoto = Boolean(photoKey || input.child_avatar) && child.photoKey;
  try {
    await updateChild(
      parent.userId,
      child.userId,
      { fullName: input.child_name, grade: input.child_grade, ...picture },
      input.child_avatar && !photoKey ? ['photoKey'] : [],
    );
  } catch (error) {
    await deletePhoto(photoKey);
    throw error;
  }
  if (dropsPhoto) await deletePhoto(child.photoKey);
  const updated: UserRecord = { ...child, fullName: input.child_name, grade: input.child_grade, ...picture };
  if (input.child_avatar && !photoKey) delete updated.photoKey;
  return { link, child: updated };
}

/**
 * A new PIN for the child, shown once to the parent (PINs are kept only as hashes); the child's tokens end with the
 * old PIN.
 */
export async function resetChildPin(parent: UserRecord, childId: string): Promise<OwnChild & { pin: string }> {
  const found = await ownChild(parent.userId, childId);
  const pin = generatePin();
  await updateChild(parent.userId, childId, { pinHash: await hashPin(pin) }, [], [endTokensItem(childId)]);
  await clearAttempts(accountSubject(childId)); // a new PIN unlocks, as forgot PIN does for adults
  return { ...found, pin };
}

/** The parent's name and WhatsApp (POST v1/childprofile with parent fields). */
export async function updateParent(parent: UserRecord, input: ParentProfileRequest): Promise<UserRecord> {
  return saveProfileFields(parent, {
    fullName: input.parent_name,
    ...(input.receiveWhatsappNotification !== undefined ? { receiveWhatsapp: input.receiveWhatsappNotification } : {}),
    ...(input.whatsappNumber !== undefined ? { whatsappNumber: input.whatsappNumber } : {}),
  });
}
