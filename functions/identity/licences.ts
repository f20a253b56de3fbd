import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '#shared/errors';
import { db } from '../lib/aws';
import { config } from '../lib/config';
import { isConditionFailure, keys } from '../data/keys';
import { createUser, findUserByLoginId, getUser, LoginIdTakenError, newUserRecord, type LoginIdRef, type UserRecord } from './users';

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

/** Signs in with a login id and licence key, claiming the key (and creating the account) on first use. */
export async function licenceSignIn(ref: LoginIdRef, rawKey: string): Promise<UserRecord> {
  const licence = await getLicence(normaliseLicenceKey(rawKey));
  if (!licence || licence.disabled) throw new AppError('licenceInvalid');
  const existing = await findUserByLoginId(ref);

  if (licence.userId) {
    if (existing?.userId === licence.userId) return existing;
    throw new AppError('licenceInUse');
  }

  if (existing) {
    if (existing.type === 'w') throw new AppError('forbidden', { message: 'A licence key cannot be applied to a junior account.' });
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            claimUpdate(licence.licenceKey, existing.userId),
            {
              Update: {
                TableName: config().table('main'),
                Key: keys.user(existing.userId),
                UpdateExpression: 'SET orgId = :org',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeValues: { ':org': licence.orgId },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new AppError('licenceInUse');
      throw error;
    }
    return { ...existing, orgId: licence.orgId };
  }

  const user = newUserRecord(ref, { retail: false, orgId: licence.orgId, isPaid: true });
  try {
    await createUser(user, [ref], [claimUpdate(licence.licenceKey, user.userId)]);
  } catch (error) {
    // Either the key was claimed or the login id was taken by a parallel sign-in: nothing was written.
    if (error instanceof LoginIdTakenError) throw new AppError('licenceInUse');
    throw error;
  }
  return (await getUser(user.userId)) ?? user;
}
