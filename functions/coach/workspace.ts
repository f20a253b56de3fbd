import type { Caller } from '#shared/api/caller';
import { AppError } from '#shared/errors';
import { getUser, type UserRecord } from '../core/users';
import type { Coach } from './coaching';
import type { StoredCall } from './calls';
import { coachBookingsFrom, getCall, getCalls, getCoach, getCoachCall, getIntakes } from './store';

/**
 * The coach workspace's reads (docs/coach.md, "Coaches"). A coach account is a user in the `coach`
 * group whose record names its coach (`coachId`); it reaches only that coach's calls: the booked
 * slots under `COACH#<coachId>` list them, and `COACH#<coachId>` / `CALL#<scheduleId>` finds one by id.
 * A call is always re-read from the learner's partition and its `coachId` compared, and every write
 * repeats that comparison as a condition (coach-writes.ts).
 */
/** How far back the workspace lists calls: long enough to mark a call and review its task afterwards. */
export const WORKSPACE_PAST_DAYS = 30;

export async function coachOf(caller: Caller): Promise<{ coachId: string; coach: Coach; userId: string }> {
  const user = await getUser(caller.userId);
  if (!user?.coachId) throw new AppError('notACoach');
  const coach = await getCoach(user.coachId);
  if (!coach) throw new AppError('notACoach');
  return { coachId: user.coachId, coach, userId: user.userId };
}

/** The coach's calls from `WORKSPACE_PAST_DAYS` ago on, by start time. */
export async function coachCalls(coachId: string, now: Date): Promise<StoredCall[]> {
  const from = new Date(now.getTime() - WORKSPACE_PAST_DAYS * 86_400_000).toISOString();
  const calls = await getCalls(await coachBookingsFrom(coachId, from));
  return calls
    .filter((c) => c.coachId === coachId && c.status !== 'Cancelled')
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** One call of this coach by its id; another coach's call, or none, is the same 'not found'. */
export async function findCoachCall(coachId: string, scheduleId: string): Promise<StoredCall> {
  const userId = (await getCoachCall(coachId, scheduleId))?.userId;
  if (typeof userId !== 'string') throw new AppError('callNotFound');
  const call = await getCall(userId, scheduleId);
  if (!call || call.coachId !== coachId) throw new AppError('callNotFound');
  return call;
}

/** The coach intake answers of these learners (spec 02 §3 Coach intake), by user id; none for those who gave none. */
export async function learnerIntakes(
  userIds: Iterable<string>,
): Promise<Map<string, NonNullable<UserRecord['coachIntake']>>> {
  const users = await getIntakes([...new Set(userIds)]);
  return new Map(users.filter((u) => u.coachIntake).map((u) => [u.userId, u.coachIntake!]));
}
