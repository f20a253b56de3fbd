import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  mergeEnrolments,
  mergeProgress,
  moveOps,
  reown,
  type Item,
} from '../../../functions/accounts/move-item';

/** The pure rules of an account merge: how each item of the merged-away account moves. */
const S = 'sec-1111';
const P = 'pri-2222';

describe('moving one item', () => {
  it('re-owns an item: partition, user id and index keys', () => {
    const item: Item = {
      pk: `USER#${S}`,
      sk: 'COURSE#101#ENROL',
      userId: S,
      gsi1pk: `ENROLMENTS#${S}`,
      gsi1sk: '000101',
      courseTitle: `about ${S}`,
    };
    expect(reown(item, S, P)).toEqual({
      pk: `USER#${P}`,
      sk: 'COURSE#101#ENROL',
      userId: P,
      gsi1pk: `ENROLMENTS#${P}`,
      gsi1sk: '000101',
      courseTitle: `about ${S}`,
    });
  });

  it('sorts items into what the merge reports', () => {
    expect(
      [
        'COURSE#5#ENROL',
        'COURSE#5#P#9',
        'CHILD#c',
        'LICENCE#K',
        'CHILDLICENCE#l',
        'CERT#1',
        'ORDER#1',
        'NOTE#x',
        'ATTEMPT#a',
      ].map(categoryOf),
    ).toEqual([
      'courses',
      'progress',
      'children',
      'licences',
      'licences',
      'certificates',
      'orders',
      'notifications',
      'other',
    ]);
  });

  it('keeps the later close date (none wins) and the higher progress of one course', () => {
    const mine: Item = { pk: 'a', sk: 'COURSE#1#ENROL', closeDate: '2025-01-01', percentComplete: 30 };
    expect(
      mergeEnrolments(mine, { pk: 'b', sk: 'COURSE#1#ENROL', closeDate: '2026-01-01', percentComplete: 10 }),
    ).toMatchObject({ pk: 'a', closeDate: '2026-01-01', percentComplete: 30 });
    expect(mergeEnrolments(mine, { pk: 'b', sk: 'COURSE#1#ENROL', percentComplete: 90 })).not.toHaveProperty(
      'closeDate',
    );
  });

  it('adds up attempts of one activity and joins their reviews', () => {
    const merged = mergeProgress(
      { pk: 'a', sk: 's', completed: false, completionCount: 0, percentComplete: 40, reviewAttempts: ['x'] },
      {
        pk: 'b',
        sk: 's',
        completed: true,
        completionCount: 2,
        percentComplete: 100,
        reviewAttempts: ['y', 'x'],
        attemptId: 'open',
      },
    );
    expect(merged).toEqual({
      pk: 'a',
      sk: 's',
      completed: true,
      completionCount: 2,
      percentComplete: 100,
      reviewAttempts: ['x', 'y'],
      attemptId: 'open',
    });
  });

  it('deletes the old copy only if it is still there, and writes the new one only if it is new', () => {
    const ops = moveOps({ pk: `USER#${S}`, sk: 'CERT#1', certId: '1' }, undefined, S, P);
    expect(ops).toEqual([
      {
        Delete: expect.objectContaining({
          Key: { pk: `USER#${S}`, sk: 'CERT#1' },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      },
      {
        Put: expect.objectContaining({
          Item: { pk: `USER#${P}`, sk: 'CERT#1', certId: '1' },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      },
    ]);
  });

  it('keeps a clashing item of another kind in the merge archive instead of dropping it', () => {
    const ops = moveOps({ pk: `USER#${S}`, sk: 'SETTINGS', a: 1 }, { pk: `USER#${P}`, sk: 'SETTINGS', a: 2 }, S, P);
    expect(ops[1]).toEqual({
      Put: expect.objectContaining({ Item: expect.objectContaining({ pk: `MERGED#${S}`, sk: 'SETTINGS', a: 1 }) }),
    });
  });

  it('re-parents a child and hands over a licence key with their links', () => {
    const child = moveOps({ pk: `USER#${S}`, sk: 'CHILD#c1', childId: 'c1' }, undefined, S, P);
    expect(child[2]).toEqual({
      Update: expect.objectContaining({ Key: { pk: 'USER#c1', sk: 'PROFILE' }, ConditionExpression: 'parentId = :s' }),
    });
    const licence = moveOps({ pk: `USER#${S}`, sk: 'LICENCE#K1', ref: 'K1' }, undefined, S, P);
    expect(licence[2]).toEqual({
      Update: expect.objectContaining({ Key: { pk: 'LICENCE#K1', sk: 'KEY' }, ConditionExpression: 'userId = :s' }),
    });
  });
});
