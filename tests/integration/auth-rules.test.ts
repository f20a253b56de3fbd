import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStackDirectly } from '../support/direct-env';

/**
 * The challenge rules at their time edges, run against DynamoDB Local with explicit clocks: real
 * conditional writes, no waiting. (Through the API, the same rules are tested in auth-*.test.ts.)
 */
let otp: typeof import('../../functions/identity/otp');
let sendWindow: typeof import('../../functions/identity/send-window');
let pins: typeof import('../../functions/core/pins');
let users: typeof import('../../functions/core/users');
let guard: typeof import('../../functions/core/attempt-guard');

beforeAll(async () => {
  useLocalStackDirectly();
  [otp, sendWindow, pins, users, guard] = await Promise.all([
    import('../../functions/identity/otp'),
    import('../../functions/identity/send-window'),
    import('../../functions/core/pins'),
    import('../../functions/core/users'),
    import('../../functions/core/attempt-guard'),
  ]);
});

const MINUTE = 60_000;

describe('OTP expiry', () => {
  it('accepts the code just inside 10 minutes and refuses it just after', async () => {
    const t = Date.now();
    const early = randomUUID();
    await otp.storeChallenge({ userId: early, destination: 'x', channel: 'sms', asParent: false }, '123456', t);
    await expect(otp.consumeChallenge(early, '123456', t + 10 * MINUTE - 1)).resolves.toMatchObject({ userId: early });
    const late = randomUUID();
    await otp.storeChallenge({ userId: late, destination: 'x', channel: 'sms', asParent: false }, '123456', t);
    await expect(otp.consumeChallenge(late, '123456', t + 10 * MINUTE + 1)).rejects.toMatchObject({
      key: 'otpExpired',
    });
  });
});

describe('resend wait and daily cap', () => {
  it('refuses a send 29.9 s after the last, allows it at 30 s, and stops at 10 a day', async () => {
    const to = `rule-${randomUUID()}@example.com`;
    const day = new Date('2026-11-21T00:00:00Z').getTime();
    await sendWindow.claimSend(to, day);
    await expect(sendWindow.claimSend(to, day + 29_900)).rejects.toMatchObject({
      key: 'resendTooSoon',
      message: 'Please wait 1 seconds before asking for another code.',
    });
    await expect(sendWindow.claimSend(to, day + 30_000)).resolves.toBeUndefined();
    for (let i = 2; i < 10; i++) await sendWindow.claimSend(to, day + i * MINUTE);
    await expect(sendWindow.claimSend(to, day + 20 * MINUTE)).rejects.toMatchObject({ key: 'sendLimitReached' });
    await expect(sendWindow.claimSend(to, day + 24 * 60 * MINUTE)).resolves.toBeUndefined(); // a new day
  });
});

describe('PIN lockout', () => {
  it('locks on the fifth wrong PIN for 15 minutes, then lets the right PIN in', async () => {
    const userId = randomUUID();
    const email = `lock-${userId}@example.com`;
    await users.createUser(
      {
        userId,
        type: 'T',
        retail: true,
        loginId: email,
        email,
        isPaid: false,
        onboarding: false,
        createdAt: new Date().toISOString(),
        pinHash: await pins.hashPin('135790'),
      },
      [{ kind: 'email', value: email }],
    );
    const subject = guard.accountSubject(userId);
    const t = Date.now();
    for (let i = 1; i <= 4; i++) {
      await expect(pins.checkPin(subject, await users.getUser(userId), '000000', t)).rejects.toMatchObject({
        key: 'loginFailed',
      });
    }
    await expect(pins.checkPin(subject, await users.getUser(userId), '000000', t)).rejects.toMatchObject({
      key: 'accountLocked',
    });
    await expect(
      pins.checkPin(subject, await users.getUser(userId), '135790', t + 15 * MINUTE - 1000),
    ).rejects.toMatchObject({ key: 'accountLocked' });
    await expect(
      pins.checkPin(subject, await users.getUser(userId), '135790', t + 15 * MINUTE + 1000),
    ).resolves.toMatchObject({ userId });
    // The success cleared the count: five more tries before the next lock.
    await expect(guard.reserveAttempt(subject, t + 16 * MINUTE)).resolves.toBe(1);
  });

  it('locks an unknown login id exactly as an account, so "locked" says nothing about existence', async () => {
    const subject = guard.signInSubject({ kind: 'email', value: `nobody-${randomUUID()}@example.com` }, undefined);
    const t = Date.now();
    const answers = [];
    for (let i = 1; i <= 6; i++)
      answers.push(await pins.checkPin(subject, undefined, '000000', t).catch((e: { key: string }) => e.key));
    expect(answers).toEqual([
      'loginFailed',
      'loginFailed',
      'loginFailed',
      'loginFailed',
      'accountLocked',
      'accountLocked',
    ]);
  });

  it('stores PINs only as slow salted hashes', async () => {
    const a = await pins.hashPin('246810');
    const b = await pins.hashPin('246810');
    expect(a).toMatch(/^scrypt:16384:8:1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('246810');
    await expect(pins.pinMatches('246810', a)).resolves.toBe(true);
    await expect(pins.pinMatches('246811', a)).resolves.toBe(false);
  });
});
