import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '#shared/errors';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure, keys } from '../data/keys';
import { transact, type TransactItem } from '../data/transactions';
import { createUser, ExtraConditionError, findUserByLoginId, getUser, LoginIdTakenError, newUserRecord, type LoginIdRef, type UserRecord } from './users';

/**
 * Licence keys an organisation hands its people (spec 01 §1, §3). A key is applied once: the first
 * account to sign in with it claims it in a conditional write, and from then on only that account
 * may sign in with it.
 */
export interface LicenceRecord {
  licenceKey: string;
  orgId: string;
  orgName: string;
  userId?: string;
  disabled?: boolean;
}

export function normaliseLicenceKey(value: string): string {
  return value.trim().toUpperCase();
}

export async function getLicence(licenceKey: string): Promise<LicenceRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: config().table('main'), Key: keys.licence(licenceKey), ConsistentRead: true }));
  return result.Item as LicenceRecord | undefined;
}

function claimUpdate(licenceKey: string, userId: string) {
  return {
    Update: {
      TableName: config().table('main'),
      Key: keys.licence(licenceKey),
      UpdateExpression: 'SET userId = :user, appliedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(userId)',
      ExpressionAttributeValues: { ':user': userId, ':now': new Date().toISOString() },
    },
  };
}

/** The user's own record of a key they applied: the settings page lists these (GET v1/licenses). */
function userLicencePut(userId: string, licence: LicenceRecord): TransactItem {
  return {
    Put: {
      TableName: config().table('main'),
      Item: { ...keys.userLicence(userId, licence.licenceKey), entity: 'userLicence', licenceKey: licence.licenceKey, orgId: licence.orgId, orgName: licence.orgName, appliedAt: new Date().toISOString() },
    },
  };
}

/**
 * Claims an unclaimed key for an existing account and joins it to the key's organisation, in one
 * transaction with `extra` (a notification): a key already claimed writes nothing.
 */
async function claimFor(user: UserRecord, licence: LicenceRecord, extra: TransactItem[] = []): Promise<UserRecord> {
  if (user.type === 'w') throw new AppError('licenceNotForJunior');
  try {
    await transact([
      claimUpdate(licence.licenceKey, user.userId),
      {
        Update: {
          TableName: config().table('main'),
          Key: keys.user(user.userId),
          UpdateExpression: 'SET orgId = :org',
          ConditionExpression: 'attribute_exists(pk) AND #type <> :junior',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':org': licence.orgId, ':junior': 'w' },
        },
      },
      userLicencePut(user.userId, licence),
      ...extra,
    ]);
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('licenceInUse');
    throw error;
  }
  return { ...user, orgId: licence.orgId };
}

/** Settings (POST v1/licenses): applies a key to the signed-in account; applying one's own key again is fine. */
export async function applyLicence(user: UserRecord, rawKey: string, extra: (licence: LicenceRecord) => TransactItem[] = () => []): Promise<UserRecord> {
  if (user.type === 'w') throw new AppError('licenceNotForJunior');
  const licence = await getLicence(normaliseLicenceKey(rawKey));
  if (!licence || licence.disabled) throw new AppError('licenceInvalid');
  if (licence.userId) {
    if (licence.userId === user.userId) return user;
    throw new AppError('licenceInUse');
  }
  return claimFor(user, licence, extra(licence));
}

/** Signs in with a login id and licence key, claiming the key (and creating the account) on first use. */
export async function licenceSignIn(ref: LoginIdRef, rawKey: string): Promise<UserRecord> {
  const licence = await getLicence(normaliseLicenceKey(rawKey));
  if (!licence || licence.disabled) throw new AppError('licenceInvalid');
  const existing = await findUserByLoginId(ref);

  if (licence.userId) {
    if (existing?.userId === licence.userId) return existing;
    throw new AppError('licenceInUse');
  }

  if (existing) return claimFor(existing, licence);

  const user = newUserRecord(ref, { retail: false, orgId: licence.orgId, isPaid: true });
  try {
    await createUser(user, [ref], [claimUpdate(licence.licenceKey, user.userId), userLicencePut(user.userId, licence)]);
  } catch (error) {
    // Either the key was claimed or the login id was taken by a parallel sign-in: nothing was written.
    if (error instanceof LoginIdTakenError || error instanceof ExtraConditionError) throw new AppError('licenceInUse');
    throw error;
  }
  return (await getUser(user.userId)) ?? user;
}
