import { describe, expect, it } from 'vitest';
import { liveClassLearner, liveClassLink } from '../../../functions/courses/live-class';
import type { UserRecord } from '../../../functions/identity/users';

/** Spec 02 §7: the live-class link carries meeting id, name, user name, course id, retail flag and unit name. */
const adult = { userId: 'u1', loginId: 'asha@example.com', email: 'asha@example.com', fullName: 'Asha Rao', type: 'T' } as UserRecord;
const junior = { userId: 'c1', loginId: 'kabir4821', username: 'kabir4821', fullName: 'Kabir Menon', type: 'w' } as UserRecord;

describe('live-class link', () => {
  it('opens the course’s room with the meeting and who joins, the unit name without its markup', () => {
    const link = liveClassLink({ course_id: 201, live_class_url: 'https://live.fluentia.app/class' }, { meeting_id: 'spoken-2001' }, 'Unit 1: <b>Speaking with confidence</b>', liveClassLearner(adult, true));
    const url = new URL(link!);
    expect(url.origin + url.pathname).toBe('https://live.fluentia.app/class');
    expect(Object.fromEntries(url.searchParams)).toEqual({ meeting_id: 'spoken-2001', name: 'Asha Rao', user_name: 'asha@example.com', course_id: '201', is_retail: '1', unit_name: 'Unit 1: Speaking with confidence' });
  });

  it('names a junior by their username (live junior courses), and an organisation learner as not retail', () => {
    const url = new URL(liveClassLink({ course_id: 202, live_class_url: 'https://live.fluentia.app/junior' }, { meeting_id: 'junior-2021' }, 'Unit 1: <b>Story time</b>', liveClassLearner(junior, false))!);
    expect(url.searchParams.get('user_name')).toBe('kabir4821');
    expect(url.searchParams.get('name')).toBe('Kabir Menon');
    expect(url.searchParams.get('is_retail')).toBe('0');
  });

  it('is absent without a room, a meeting, or a learner', () => {
    const learner = liveClassLearner(adult, true);
    expect(liveClassLink({ course_id: 201 }, { meeting_id: 'x' }, 'U', learner)).toBeNull();
    expect(liveClassLink({ course_id: 201, live_class_url: 'https://live.fluentia.app/class' }, {}, 'U', learner)).toBeNull();
    expect(liveClassLink({ course_id: 201, live_class_url: 'https://live.fluentia.app/class' }, { meeting_id: 'x' }, 'U', undefined)).toBeNull();
  });
});
