import type { ChildPinResetData } from '#shared/api/contract-schools';
import { AppError } from '#shared/errors';
import { isConditionFailure } from '../data/keys';
import { generatePin, hashPin } from '../core/pins';
import { sendUserUpdate, userUpdateBody } from '../core/store';
import type { AdminScope } from './admin';
import { classChildSchema, readClass } from './classes';
import { loginCardsPdf } from './login-cards';
import { classStore } from './store';

/**
 * A new PIN for one child of a class (decision 0892): the only way a card is printed again, as PINs
 * are kept only as hashes. The old PIN stops signing in with this write; the answer is the child's new card.
 */
export async function resetChildPin(
  scope: AdminScope,
  classId: string,
  childId: string,
  site: string,
): Promise<ChildPinResetData> {
  const klass = await readClass(scope.org, classId);
  const row = await classStore.readChild(scope.org.orgId, classId, childId, classChildSchema);
  if (!row || !klass.registrations.some((r) => r.id === row.registrationId)) throw new AppError('classChildNotFound');
  const pin = generatePin();
  try {
    await sendUserUpdate(
      userUpdateBody(childId, {
        UpdateExpression: 'SET pinHash = :hash',
        ConditionExpression: '#school.orgId = :org AND #school.classId = :class AND attribute_not_exists(deletedAt)',
        ExpressionAttributeNames: { '#school': 'school' },
        ExpressionAttributeValues: { ':hash': await hashPin(pin), ':org': scope.org.orgId, ':class': classId },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('classChildNotFound');
    throw error;
  }
  const card = { name: row.name, grade: klass.grade, section: klass.section, loginId: row.loginId, pin };
  const pdf = await loginCardsPdf([card], site, scope.org.orgName);
  return {
    child_id: childId,
    card_pdf: Buffer.from(pdf).toString('base64'),
    file_name: `login-card-${row.loginId}.pdf`,
  };
}
