import { describe, expect, it } from 'vitest';
import { joinState, msUntilWatch } from '../../../../web/src/features/family/lib/join-call';

/** Spec 01 §2, 02 §9: Join Call opens 5 minutes before a 30-minute slot; checks only within 60 minutes. */
const start = Date.parse('2025-05-01T10:00:00Z');
const at = (minutes: number) => start + minutes * 60_000;
const slot = '2025-05-01T10:00:00Z';

describe('join call timing', () => {
  it.each([
    [-61, { open: false, watch: false, over: false }],
    [-60, { open: false, watch: true, over: false }],
    [-5.01, { open: false, watch: true, over: false }],
    [-5, { open: true, watch: true, over: false }],
    [0, { open: true, watch: true, over: false }],
    [29.9, { open: true, watch: true, over: false }],
    [30, { open: false, watch: false, over: true }],
  ])('%s minutes from the start: %j', (minutes, expected) => {
    expect(joinState(slot, at(minutes))).toEqual(expected);
  });

  it('has no state without a time, and says when checking must start', () => {
    expect(joinState(null, start)).toEqual({ open: false, watch: false, over: false });
    expect(msUntilWatch(slot, at(-90))).toBe(30 * 60_000);
    expect(msUntilWatch(slot, at(-30))).toBeNull();
  });
});
