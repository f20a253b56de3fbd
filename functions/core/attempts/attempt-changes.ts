import { AppError } from '#shared/errors';
import * as keys from '../../data/keys';
import { isWriteConflict, transact, type TransactItem } from '../../lib/transactions';
import { dailyDoneItem } from '../daily-streak';
import type { ElementProgress } from '../course-progress';
import { answerSchema, attemptSchema, type AnswerRecord, type AttemptRecord } from './attempt-record';
import { parseItems, parseOptional } from '../../lib/stored-items';
import { progressSchema } from '../learner-state';
import { keptResponsesItem } from './kept-responses';
import { seenItemsPut } from './seen-items';
import { flaggedSittingPut } from './flagged-sittings';
import { classScoreMarkPut, type ClassScoreMark, bucketOf } from '../class-scores';
import { notificationPut } from '../notifications';
import { attemptAndUnder, attemptItems, readAttempt, readProgressItem } from '../store';

/**
 * Attempts and their answers: the rules of each change, over the core's store (../store/attempts.ts sends the
 * commands; decision 0711). Every change is one transaction whose conditions carry the invariant: one open
 * attempt per learner and element and no more than the element allows (on the progress item), one landing per
 * submission (the attempt's version), one answer per question (attribute_not_exists on the answer item).
 */
export async function getAttempt(userId: string, attemptId: string): Promise<AttemptRecord | undefined> {
  return readAttempt(userId, attemptId, attemptSchema);
}

export async function requireAttempt(userId: string, attemptId: string): Promise<AttemptRecord> {
  const attempt = await getAttempt(userId, attemptId);
  if (!attempt) throw new AppError('attemptNotFound');
  return attempt;
}

/** The learner's progress on one element, read strongly (to settle a race). */
export async function readProgress(
  userId: string,
  courseId: number,
  elementId: number,
): Promise<ElementProgress | undefined> {
  return readProgressItem(userId, courseId, elementId, progressSchema);
}

/** The attempt with every answer, in answering order (one Query of the attempt's own range, `attemptRange`). */
export async function attemptWithAnswers(
  userId: string,
  attemptId: string,
): Promise<{ attempt: AttemptRecord; answers: AnswerRecord[] }> {
  const own = keys.attempt(userId, attemptId);
  const items = await attemptAndUnder(userId, attemptId);
  const attempt = parseOptional(
    attemptSchema,
    items.find((i) => i.sk === own.sk && i.entity === 'attempt'),
  );
  if (!attempt) throw new AppError('attemptNotFound');
  const answers = parseItems(
    answerSchema,
    items.filter((i) => i.entity === 'answer'),
  ).sort((a, b) => a.seq - b.seq);
  return { attempt, answers };
}

export function attemptItem(attempt: AttemptRecord): Record<string, unknown> {
  return { ...keys.attempt(attempt.userId, attempt.attemptId), entity: 'attempt', ...attempt };
}

/**
 * Creates an attempt and marks it on the progress item as the one to continue, only if the element
 * has no open attempt and fewer finished ones than it allows. False when that condition fails.
 */
export async function createAttempt(attempt: AttemptRecord, allowed: number): Promise<boolean> {
  try {
    await transact([
      attemptItems.put(attemptItem(attempt), { ConditionExpression: 'attribute_not_exists(pk)' }),
      attemptItems.updateProgress(attempt.userId, attempt.courseId, attempt.elementId, {
        UpdateExpression:
          'SET attemptId = :id, elementId = :el, entity = :entity, completed = if_not_exists(completed, :no), ' +
          'percentComplete = if_not_exists(percentComplete, :zero), completionCount = if_not_exists(completionCount, :zero)',
        ConditionExpression:
          'attribute_not_exists(attemptId) AND (attribute_not_exists(completionCount) OR completionCount < :allowed)',
        ExpressionAttributeValues: {
          ':id': attempt.attemptId,
          ':el': attempt.elementId,
          ':entity': 'progress',
          ':no': false,
          ':zero': 0,
          ':allowed': allowed,
        },
      }),
    ]);
    return true;
  } catch (error) {
    if (isWriteConflict(error)) return false;
    throw error;
  }
}

/**
 * Writes on finishing: the progress item, for scored tests a score-history item, the answers kept for calibration, the
 * questions seen, and a flagged sitting.
 */
export function finishItems(attempt: AttemptRecord, historyItem: Record<string, unknown> | null): TransactItem[] {
  const items: TransactItem[] = [
    attemptItems.updateProgress(attempt.userId, attempt.courseId, attempt.elementId, {
      UpdateExpression:
        'SET completed = :yes, percentComplete = :full, lastScore = :score, reviewAttempts = list_append(if_not_exists(reviewAttempts, :none), :this) ' +
        'REMOVE attemptId ADD completionCount :one',
      ConditionExpression: 'attemptId = :id',
      ExpressionAttributeValues: {
        ':yes': true,
        ':full': 100,
        ':score': attempt.attemptScore ?? 0,
        ':none': [],
        ':this': [attempt.attemptId],
        ':one': 1,
        ':id': attempt.attemptId,
      },
    }),
  ];
  if (historyItem) items.push(attemptItems.put(historyItem));
  // A child's final test: the child's own mark, which the finish then counts in the class's histogram
  // (functions/core/class-scores.ts).
  const mark = classScoreMark(attempt);
  if (mark) items.push(classScoreMarkPut(mark));
  // Spec: 'a child's test finished (to the parent)': the parent hears of the final test, with its report on the child's
  // card.
  if (attempt.parentId && attempt.elementType === 'S') {
    items.push(
      notificationPut(attempt.parentId, {
        message: `${attempt.childName ?? 'Your child'} finished the ${attempt.elementName}. See the score and the report on their card.`,
        target: { name: 'parentDashboard', params: {} },
        status: 'success',
      }),
    );
  }
  const daily = dailyDoneItem(attempt);
  if (daily) items.push(attemptItems.put(daily));
  const kept = keptResponsesItem(attempt, attempt.finishedAt ?? Date.now());
  if (kept) items.push(attemptItems.put(kept));
  // The questions this attempt asked, so a summative test the learner sits later asks none of them again.
  const seen = seenItemsPut(attempt);
  if (seen) items.push(attemptItems.put(seen));
  // A summative sitting whose answers look aberrant is listed for staff to review (person fit).
  const flagged = flaggedSittingPut(attempt);
  if (flagged) items.push(attemptItems.put(flagged));
  return items;
}

/** The class-score mark of a child's finished final test with a level; null for any other attempt. */
export function classScoreMark(attempt: AttemptRecord): ClassScoreMark | null {
  if (!attempt.grade || attempt.elementType !== 'S' || attempt.levels?.o_level == null) return null;
  return {
    userId: attempt.userId,
    attemptId: attempt.attemptId,
    grade: attempt.grade,
    bucket: bucketOf(attempt.levels.o_level),
  };
}

/**
 * Saves the attempt as changed by a submission (or by finishing at the deadline), with its new
 * answer items and any finishing writes, conditioned on the version read. False if another
 * submission landed first.
 */
export async function saveAttempt(
  previousVersion: number,
  attempt: AttemptRecord,
  answers: AnswerRecord[],
  extra: TransactItem[] = [],
): Promise<boolean> {
  const TransactItems: TransactItem[] = [
    attemptItems.put(attemptItem(attempt), {
      ConditionExpression: 'version = :v AND #status = :open',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':v': previousVersion, ':open': 'open' },
    }),
    ...answers.map((answer) => attemptItems.putAnswer(attempt.userId, attempt.attemptId, answer)),
    ...extra,
  ];
  try {
    await transact(TransactItems);
    return true;
  } catch (error) {
    if (isWriteConflict(error)) return false;
    throw error;
  }
}
