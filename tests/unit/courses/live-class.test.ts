import { describe, expect, it } from 'vitest';
import {
  liveClassLearner,
  liveClassLink,
  liveClassRoom,
  liveClassTimes,
  nextLiveClass,
} from '../../../functions/courses/live-class';
import type { CourseStructure } from '../../../functions/core/catalogue';
import type { UserRecord } from '../../../functions/core/users';

/** Spec 02 §7: the live-class link carries meeting id, name, user name, course id, retail flag and unit name. */
const adult = {
  userId: 'u1',
  loginId: 'asha@example.com',
  email: 'asha@example.com',
  fullName: 'Asha Rao',
  type: 'T',
} as UserRecord;
const junior = {
  userId: 'c1',
  loginId: 'kabir4821',
  username: 'kabir4821',
  fullName: 'Kabir Menon',
  type: 'w',
} as UserRecord;

describe('live-class link', () => {
  it('opens the course’s room with the meeting and who joins, the unit name without its markup', () => {
    const link = liveClassLink(
      { course_id: 201, live_class_url: 'https://live.fluentia.app/class' },
      { meeting_id: 'spoken-2001' },
      'Unit 1: <b>Speaking with confidence</b>',
      liveClassLearner(adult, true),
    );
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('https://live.fluentia.app/class');
    // The adult is named by the account's opaque id: no e-mail or phone in a link a third party logs (decision 0461).
    expect(Object.fromEntries(url.searchParams)).toEqual({
      meeting_id: 'spoken-2001',
      name: 'Asha Rao',
      user_name: 'u1',
      course_id: '201',
      is_retail: '1',
      unit_name: 'Unit 1: Speaking with confidence',
    });
    expect(link).not.toMatch(/example\.com|%40/);
    const phoneOnly = liveClassLearner(
      { userId: 'u2', loginId: '9876543210', phone: '9876543210', type: 'T' } as UserRecord,
      true,
    )!;
    expect(phoneOnly).toEqual({ name: '', userName: 'u2', retail: true });
  });

  it('meets at its India date and time, for its minutes (an hour unless the package says)', () => {
    expect(liveClassTimes({ class_date: '2027-01-09', class_time: '18:30', class_minutes: 45 })).toEqual({
      start: '2027-01-09T13:00:00.000Z',
      end: '2027-01-09T13:45:00.000Z',
    });
    expect(liveClassTimes({ class_date: '2027-01-09', class_time: '05:00' })).toEqual({
      start: '2027-01-08T23:30:00.000Z',
      end: '2027-01-09T00:30:00.000Z',
    });
    expect(liveClassTimes({ class_date: '2027-01-09' })).toBeNull();
  });

  it('names a course’s next class not yet over, in time order across units', () => {
    const el = (class_date?: string) =>
      ({ class_date, class_time: '18:30' }) as CourseStructure['units'][number]['elements'][number];
    const course = {
      meta: {},
      units: [{ elements: [el('2027-01-16'), el()] }, { elements: [el('2027-01-09'), el('2027-01-23')] }],
    } as unknown as CourseStructure;
    expect(nextLiveClass(course, Date.parse('2027-01-01T00:00:00Z'))).toEqual({
      start: '2027-01-09T13:00:00.000Z',
      end: '2027-01-09T14:00:00.000Z',
    });
    // During the 9th's class it is still the next; after it, the 16th.
    expect(nextLiveClass(course, Date.parse('2027-01-09T13:30:00Z'))?.start).toBe('2027-01-09T13:00:00.000Z');
    expect(nextLiveClass(course, Date.parse('2027-01-09T14:01:00Z'))?.start).toBe('2027-01-16T13:00:00.000Z');
    expect(nextLiveClass(course, Date.parse('2027-02-01T00:00:00Z'))).toBeNull();
    expect(nextLiveClass(undefined, 0)).toBeNull();
  });

  it('names a junior by their username (live junior courses), and an organisation learner as not retail', () => {
    const url = new URL(
      liveClassLink(
        { course_id: 202, live_class_url: 'https://live.fluentia.app/junior' },
        { meeting_id: 'junior-2021' },
        'Unit 1: <b>Story time</b>',
        liveClassLearner(junior, false),
      )!,
    );
    expect(url.searchParams.get('user_name')).toBe('kabir4821');
    expect(url.searchParams.get('name')).toBe('Kabir Menon');
    expect(url.searchParams.get('is_retail')).toBe('0');
  });

  it('is absent without a room, a meeting, or a learner', () => {
    const learner = liveClassLearner(adult, true);
    expect(liveClassLink({ course_id: 201 }, { meeting_id: 'x' }, 'U', learner)).toBeNull();
    expect(
      liveClassLink({ course_id: 201, live_class_url: 'https://live.fluentia.app/class' }, {}, 'U', learner),
    ).toBeNull();
    expect(
      liveClassLink(
        { course_id: 201, live_class_url: 'https://live.fluentia.app/class' },
        { meeting_id: 'x' },
        'U',
        undefined,
      ),
    ).toBeNull();
  });

  it('gives the room’s link only from 5 minutes before the class until its end, and before then when it opens (docs/coach.md)', () => {
    const link = 'https://live.fluentia.app/class?meeting_id=x';
    const times = { start: '2027-01-09T13:00:00.000Z', end: '2027-01-09T14:00:00.000Z' };
    const at = (iso: string) => liveClassRoom(link, times, Date.parse(iso));
    const opensAt = '2027-01-09T12:55:00.000Z';
    expect(at('2027-01-02T13:00:00Z')).toEqual({ url: null, opensAt });
    expect(at('2027-01-09T12:54:59.999Z')).toEqual({ url: null, opensAt });
    expect(at('2027-01-09T12:55:00Z')).toEqual({ url: link, opensAt });
    expect(at('2027-01-09T13:59:00Z')).toEqual({ url: link, opensAt });
    expect(at('2027-01-09T14:00:00Z')).toEqual({ url: link, opensAt });
    // Over: no room, and nothing to wait for.
    expect(at('2027-01-09T14:00:00.001Z')).toEqual({ url: null, opensAt: null });
    // No link (preview, locked, no room): nothing, whatever the time; a class without a time keeps its link.
    expect(liveClassRoom(null, times, Date.parse('2027-01-09T13:00:00Z'))).toEqual({ url: null, opensAt: null });
    expect(liveClassRoom(link, null, 0)).toEqual({ url: link, opensAt: null });
  });
});
