/**
 * Primary keys of every item in the `main` table, in one place (docs/identity.md and
 * docs/data-model.md list them with their access patterns).
 */
export type Key = { pk: string; sk: string };

export const keys = {
  user: (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  loginId: (kind: string, value: string): Key => ({ pk: `LOGIN#${kind}#${value}`, sk: 'LOGIN' }),
  child: (parentId: string, childId: string): Key => ({ pk: `USER#${parentId}`, sk: `CHILD#${childId}` }),
  otp: (challengeId: string): Key => ({ pk: `OTP#${challengeId}`, sk: 'OTP' }),
  pendingSignup: (destination: string): Key => ({ pk: `PENDING#${destination}`, sk: 'PENDING' }),
  sends: (destination: string, day: string): Key => ({ pk: `SENDS#${destination}`, sk: day }),
  licence: (licenceKey: string): Key => ({ pk: `LICENCE#${licenceKey}`, sk: 'KEY' }),
  org: (orgId: string): Key => ({ pk: `ORG#${orgId}`, sk: 'ORG' }),
  refresh: (tokenHash: string): Key => ({ pk: `REFRESH#${tokenHash}`, sk: 'SESSION' }),
  proof: (proofHash: string): Key => ({ pk: `PROOF#${proofHash}`, sk: 'PROOF' }),
  outbox: (sentAt: string, id: string): Key => ({ pk: 'OUTBOX', sk: `${sentAt}#${id}` }),
  course: (courseId: number): Key => ({ pk: `COURSE#${courseId}`, sk: 'META' }),
  unit: (courseId: number, order: number): Key => ({ pk: `COURSE#${courseId}`, sk: `UNIT#${String(order).padStart(3, '0')}` }),
  element: (courseId: number, elementId: number): Key => ({ pk: `COURSE#${courseId}`, sk: `EL#${elementId}` }),
  question: (questionId: number): Key => ({ pk: `QUESTION#${questionId}`, sk: 'QUESTION' }),
  enrolment: (userId: string, courseId: number): Key => ({ pk: `USER#${userId}`, sk: `COURSE#${courseId}#ENROL` }),
  progress: (userId: string, courseId: number, elementId: number): Key => ({ pk: `USER#${userId}`, sk: `COURSE#${courseId}#P#${elementId}` }),

  // Tests and attempts

  // Accounts and families
};

/** Epoch seconds `seconds` from now, for the table's TTL attribute. */
export function ttlIn(seconds: number, now = Date.now()): number {
  return Math.floor(now / 1000) + seconds;
}

export function isConditionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ConditionalCheckFailedException') return true;
  const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
  return error.name === 'TransactionCanceledException' && Boolean(reasons?.some((r) => r.Code === 'ConditionalCheckFailed'));
}
