import { describe, expect, it } from 'vitest';
import type { CourseDetails, CourseElement } from '#shared/api/contract';
import type { CourseSummary } from '#shared/api/contract-course-lists';
import { TestClient } from '../support/api-client';
import { freshLearner } from '../support/attempts';

/**
 * Live classes (spec 02 §7): a live class of a live course, and of a live junior course, carries the
 * link to its room with meeting id, name, user name, course id, retail flag and unit name; preview
 * visitors get none.
 */
async function pinSignIn(loginId: string, pin: string, extra: Record<string, unknown> = {}): Promise<TestClient> {
  const client = new TestClient();
  client.token = (await client.post('/v1/login', { login_id: loginId, pin, ...extra })).body.data.token;
  return client;
}

const elements = (course: CourseDetails): CourseElement[] => course.units.flatMap((u) => u.course_elements);
const query = (link: string | null) => Object.fromEntries(new URL(link!).searchParams);

describe('live-class links', () => {
  it('open the live course’s room with the learner and the class', async () => {
    const asha = await pinSignIn('asha@example.com', '246810');
    const course = (await asha.get<CourseDetails>('/v1/courses/201')).body.data;
    const first = elements(course)[0]!;
    expect(first.live_class_url).toMatch(/^https:\/\/live\.fluentia\.app\/class\?/);
    // No e-mail in the link (issue 27): the adult is named by the account's id.
    expect(query(first.live_class_url)).toEqual({ meeting_id: 'spoken-2001', name: 'Asha Rao', user_name: expect.stringMatching(/^[\w-]+$/), course_id: '201', is_retail: '1', unit_name: 'Unit 1: Speaking with confidence' });
    expect(first.live_class_url).not.toMatch(/%40|@|example\.com/);
    // Each class has its time (India 6:30 pm, an hour), which the web shows in the learner's zone.
    expect(first).toMatchObject({ class_start: '2027-01-09T13:00:00.000Z', class_end: '2027-01-09T14:00:00.000Z' });
    expect(query(elements(course)[2]!.live_class_url).unit_name).toBe('Unit 2: Speaking at work');
    // The course list says the next class; other courses have none.
    const list = (await asha.get<CourseSummary[]>('/v1/courses')).body.data;
    expect(list.find((c) => c.course_id === 201)).toMatchObject({ next_class: { start: '2027-01-09T13:00:00.000Z', end: '2027-01-09T14:00:00.000Z' } });
    expect(list.filter((c) => c.type !== 'live' && c.type !== 'live_junior').every((c) => c.next_class === undefined)).toBe(true);
  });

  it('open a live junior course’s room for the junior, by username', async () => {
    const kabir = await pinSignIn('kabir4821', '482913', { keepalive: true });
    const course = (await kabir.get<CourseDetails>('/v1/courses/202')).body.data;
    expect(course.courseType).toBe('live_junior');
    expect(query(elements(course)[1]!.live_class_url)).toMatchObject({ meeting_id: 'junior-2022', user_name: 'kabir4821', name: 'Kabir Menon', course_id: '202', unit_name: 'Unit 1: Story time' });
  });

  it('are not given in preview, nor on courses without a room', async () => {
    const { client } = await freshLearner([101]);
    const preview = (await client.get<CourseDetails>('/v1/courses/201?previewMode=1')).body.data;
    expect(elements(preview).every((e) => e.live_class_url === null)).toBe(true);
    const online = (await client.get<CourseDetails>('/v1/courses/101')).body.data;
    expect(elements(online).every((e) => e.live_class_url === null)).toBe(true);
  });
});
