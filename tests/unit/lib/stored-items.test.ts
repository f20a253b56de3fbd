import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../functions/lib/respond';
import { parseItem, parseItems, parseOptional, StoredItemError } from '../../../functions/lib/stored-items';
import { userSchema } from '../../../functions/core/store/users';
import { attemptSchema } from '../../../functions/core/attempts/attempt-record';

/**
 * Decision 0714: a stored item is read through its schema. What it does not name passes through (the keys, index
 * attributes, attributes newer code added), a corrupted item is refused as a server fault whose answer and log show
 * none of its values.
 */
const user = {
  pk: 'USER#u-1',
  sk: 'PROFILE',
  entity: 'user',
  userId: 'u-1',
  type: 'T',
  retail: true,
  loginId: 'asha@example.com',
  email: 'asha@example.com',
  isPaid: false,
  onboarding: false,
  createdAt: '2026-12-01T10:00:00.000Z',
  someNewerAttribute: { kept: true },
};

describe('reading a stored item through its schema', () => {
  it('returns the item with every attribute, named or not', () => {
    expect(parseItem(userSchema, user)).toEqual(user);
    expect(parseOptional(userSchema, undefined)).toBeUndefined();
    expect(parseItems(userSchema, [user, { ...user, userId: 'u-2' }]).map((u) => u.userId)).toEqual(['u-1', 'u-2']);
  });

  it('refuses a corrupted item, naming where it is wrong but none of its values', () => {
    const corrupted = { ...user, isPaid: 'yes', loginId: 42 };
    let caught: unknown;
    try {
      parseItem(userSchema, corrupted);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StoredItemError);
    const message = (caught as Error).message;
    expect(message).toContain('USER#…');
    expect(message).toContain('loginId');
    expect(message).toContain('isPaid');
    expect(message).not.toContain('u-1');
    expect(message).not.toContain('asha');
    expect(message).not.toContain('yes');
  });

  it('answers a corrupted item with the catalogue’s internal error, never the item', () => {
    let caught: unknown;
    try {
      parseItem(attemptSchema, { pk: 'USER#u-1', sk: 'ATTEMPT#a-1', attemptId: 'a-1', userId: 'u-1' });
    } catch (error) {
      caught = error;
    }
    const response = errorResponse(caught, 'req-1');
    expect(response.statusCode).toBe(500);
    const body = JSON.parse(String(response.body)) as { message: string; data: unknown };
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(body)).not.toContain('a-1');
  });
});
