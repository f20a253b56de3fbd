import { describe, expect, it } from 'vitest';
import type { CourseDetails, CourseElement } from '#shared/api/contract';
import type { CourseSummary } from '#shared/api/contract-course-lists';
import { TestClient } from '../support/api-client';
import { freshLearner } from '../support/attempts';
import type { ChildProfile } from '#shared/api/contract-accounts';
import { juniorSignIn, signUp } from '../support/accounts';
import { liveCourseAt } from '../support/live-course';
import { putItem } from '../support/table';

/**
 * Live classes (spec 02 §7): a live class of a live course, and of a live junior course, carries the
 * link to its room with meeting id, name, user name, course id, retail flag and unit name, from 5
 * minutes before the class until its end (docs/coach.md), and before then when it opens; preview
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
  it('open the live course’s room with the learner and the class, from 5 minutes before it until its end', async () => {
    const now = Date.now();
    // Class 1 began a minute ago, class 2 starts in 4 minutes (its room is open), class 3 in 7 (not yet), class 4 ended
    // an hour ago.
    const courseId = await liveCourseAt([
      now - 60_000,
      now + 4 * 60_000 + 60_000,
      now + 7 * 60_000 + 60_000,
      now - 2 * 3600_000,
    ]);
    const { client, userId } = await freshLearner([courseId]);
    const course = (await client.get<CourseDetails>(`/v1/courses/${courseId}`)).body.data;
    const [first, second, third, over] = elements(course);
    expect(first!.live_class_url).toMatch(/^https:\/\/live\.fluentia\.app\/class\?/);
    // No e-mail in the link (decision 0461): the adult is named by the account's id.
    expect(query(first!.live_class_url)).toEqual({
      meeting_id: 'spoken-2001',
      name: expect.any(String),
      user_name: userId,
      course_id: String(courseId),
      is_retail: '1',
      unit_name: 'Unit 1: Speaking with confidence',
    });
    expect(first!.live_class_url).not.toMatch(/%40|@|example\.com/);
    expect(query(second!.live_class_url).meeting_id).toBe('spoken-2002');
    expect(Date.parse(second!.live_class_opens_at!)).toBeLessThanOrEqual(Date.now());
    // Not yet: no link anywhere in the answer, only when it opens (5 minutes before the class).
    expect(third!.live_class_url).toBeNull();
    expect(Date.parse(third!.live_class_opens_at!)).toBe(Date.parse(third!.class_start!) - 5 * 60_000);
    expect(JSON.stringify(course)).not.toContain('spoken-2003');
    expect(over).toMatchObject({ live_class_url: null, live_class_opens_at: null });
  });

  it('are not given before their time: the seeded classes of January 2027 say when they open', async () => {
    const asha = await pinSignIn('asha@example.com', '246810');
    const course = (await asha.get<CourseDetails>('/v1/courses/201')).body.data;
    const first = elements(course)[0]!;
    // Each class has its time (India 6:30 pm, an hour), which the web shows in the learner's zone.
    expect(first).toMatchObject({
      class_start: '2027-01-09T13:00:00.000Z',
      class_end: '2027-01-09T14:00:00.000Z',
      live_class_url: null,
      live_class_opens_at: '2027-01-09T12:55:00.000Z',
    });
    expect(JSON.stringify(course)).not.toContain('spoken-2001');
    // The course list says the next class; other courses have none.
    const list = (await asha.get<CourseSummary[]>('/v1/courses')).body.data;
    expect(list.find((c) => c.course_id === 201)).toMatchObject({
      next_class: { start: '2027-01-09T13:00:00.000Z', end: '2027-01-09T14:00:00.000Z' },
    });
    expect(
      list.filter((c) => c.type !== 'live' && c.type !== 'live_junior').every((c) => c.next_class === undefined),
    ).toBe(true);
  });

  it('open a live junior course’s room for the junior, by username', async () => {
    const kabir = await pinSignIn('kabir4821', '482913', { keepalive: true });
    const seeded = (await kabir.get<CourseDetails>('/v1/courses/202')).body.data;
    expect(seeded.courseType).toBe('live_junior');
    expect(elements(seeded).every((e) => e.live_class_url === null && e.live_class_opens_at !== null)).toBe(true);
    // The same course meeting now, held by a new junior (the demo junior's courses are other files' to read).
    const courseId = await liveCourseAt([Date.now() - 60_000, Date.now() - 60_000], 202);
    const parent = await signUp({ parentName: 'Lata Iyer' });
    const child = (
      await parent.client.post('/v1/childprofile', { child_name: 'Arjun Iyer', child_grade: '5', child_avatar: 1 })
    ).body.data.child as ChildProfile;
    await putItem({
      pk: `USER#${child.child_id}`,
      sk: `COURSE#${courseId}#ENROL`,
      entity: 'enrolment',
      gsi1pk: `ENROLMENTS#${child.child_id}`,
      gsi1sk: String(courseId).padStart(6, '0'),
      userId: child.child_id,
      courseId,
      courseTitle: 'Live Story Club for Children',
      courseType: 'live_junior',
      purchaseStatus: 'purchased',
      // An enrolment as the product writes it (its schema, decision 0714), or the course page refuses it.
      openDate: new Date().toISOString().slice(0, 10),
      percentComplete: 0,
      grantedBy: 'purchase',
    });
    const junior = await juniorSignIn(child.child_user_name, child.child_pin!);
    const course = (await junior.get<CourseDetails>(`/v1/courses/${courseId}`)).body.data;
    expect(query(elements(course)[1]!.live_class_url)).toMatchObject({
      meeting_id: 'junior-2022',
      user_name: child.child_user_name,
      name: 'Arjun Iyer',
      course_id: String(courseId),
      unit_name: 'Unit 1: Story time',
    });
  });

  it('are not given in preview, nor on courses without a room', async () => {
    const { client } = await freshLearner([101]);
    const preview = (await client.get<CourseDetails>('/v1/courses/201?previewMode=1')).body.data;
    expect(elements(preview).every((e) => e.live_class_url === null)).toBe(true);
    const online = (await client.get<CourseDetails>('/v1/courses/101')).body.data;
    expect(elements(online).every((e) => e.live_class_url === null)).toBe(true);
  });
});
