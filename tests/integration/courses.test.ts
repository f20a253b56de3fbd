import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetails, CourseElement } from '#shared/api/contract';
import { TestClient, signInDemoParent } from '../support/api-client';

/** The course calls through the local API, against the seeded content and demo enrolments. */
let asha: TestClient;
let vikram: TestClient;
let parent: TestClient;
let kabir: TestClient;

async function pinSignIn(loginId: string, pin: string, extra: Record<string, unknown> = {}): Promise<TestClient> {
  const client = new TestClient();
  client.token = (await client.post('/v1/login', { login_id: loginId, pin, ...extra })).body.data.token;
  return client;
}

beforeAll(async () => {
  asha = await pinSignIn('asha@example.com', '246810');
  vikram = await pinSignIn('9876543210', 'FLU-ORG1-0001');
  kabir = await pinSignIn('kabir4821', '482913', { keepalive: true });
  parent = await signInDemoParent();
});

const allElements = (course: CourseDetails): CourseElement[] => course.units.flatMap((u) => u.course_elements);

describe('GET v1/courses', () => {
  it('lists the learner’s own courses with type, progress and validity', async () => {
    const res = await asha.get('/v1/courses');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c: { course_id: number }) => c.course_id).sort((a: number, b: number) => a - b);
    expect(ids).toEqual([0, 101, 201, 487, 507, 683]);
    expect(res.body.data.find((c: { course_id: number }) => c.course_id === 201)).toMatchObject({
      type: 'live',
      percentcomplete: 0,
    });
    expect(res.body.data.find((c: { course_id: number }) => c.course_id === 487).calendly_url).toMatch(/^https:\/\//);
    expect((await parent.get('/v1/courses')).body.data).toEqual([]);
  });
});

describe('GET v1/courses/{id}', () => {
  it('returns the course with units, activity cards, locks and the continue control', async () => {
    const res = await asha.get('/v1/courses/101');
    expect(res.status).toBe(200);
    const course = res.body.data as CourseDetails;
    expect(course).toMatchObject({
      course_id: 101,
      courseType: 'online',
      purchase_status: 'purchased',
      previewMode: false,
      completedPercent: 0,
    });
    expect(course.units.length).toBeGreaterThanOrEqual(4);
    const types = new Set(allElements(course).map((e) => e.element_type));
    expect([...types].sort()).toEqual(['A', 'D', 'F', 'S', 'W']);
    const locked = allElements(course).filter((e) => e.element_lock_status);
    // Asha holds the course: its 'purchase now' lock is open to her; the reveal date still holds.
    expect(allElements(course).some((e) => e.element_lock_message?.toLowerCase() === 'purchase now')).toBe(false);
    expect(locked.some((e) => e.reveal_at && Date.parse(e.reveal_at) > Date.now())).toBe(true);
    expect(course.continueElementDetails).toMatchObject({ lock_status: false });
    // Course media is at a stable, cacheable URL of the site (CloudFront's /content/* behaviour).
    expect(course.imageUrl).toMatch(/^\/content\/101\//);
    expect((await asha.get('/v1/courses/101')).body.data.imageUrl).toBe(course.imageUrl);
    for (const unit of course.units) expect(unit.unit_name).not.toMatch(/<(?!\/?(b|i|em|strong|a|u|br)\b)/);
  });

  it('offers course 507 its outline and course 315 its downloads only to its organisation', async () => {
    const outline = (await asha.get('/v1/courses/507')).body.data as CourseDetails;
    expect(outline.outline_url).toMatch(/^http/);
    expect(await (await fetch(outline.outline_url!)).text()).toMatch(/^%PDF/);
    const school = (await vikram.get('/v1/courses/315')).body.data as CourseDetails;
    expect(school.downloads.map((d) => d.label)).toEqual(['Workbook', 'Teacher manual']);
    const noReview = (await vikram.get('/v1/courses/428')).body.data as CourseDetails;
    expect(noReview).toMatchObject({ no_review: true, no_score_panel: true });
  });

  it('refuses a course the learner has not bought, and one that has expired', async () => {
    expect((await parent.get('/v1/courses/101')).body).toMatchObject({
      code: 403,
      message: 'User has not purchased the course.',
    });
    expect((await asha.get('/v1/courses/683')).body).toMatchObject({ code: 403, message: 'Your course has expired.' });
    expect((await asha.get('/v1/courses/999999')).body).toMatchObject({ code: 404 });
    expect((await asha.get('/v1/courses/abc')).body.code).toBe(404);
  });

  it('shows anyone a preview: the first three units open, the rest ask to buy', async () => {
    const res = await parent.get('/v1/courses/101/1');
    const course = res.body.data as CourseDetails;
    expect(course).toMatchObject({ previewMode: true, purchase_status: 'preview' });
    expect(course.units.length).toBeGreaterThan(3);
    for (const unit of course.units.slice(3)) {
      for (const e of unit.course_elements)
        expect(e).toMatchObject({ element_lock_status: true, element_lock_message: 'purchase now' });
    }
    // Inside the free units, an activity locked until purchase stays locked in preview.
    expect(allElements(course).find((e) => e.elementID === 1008)).toMatchObject({
      element_lock_status: true,
      element_lock_message: 'purchase now',
    });
    const same = (await parent.get('/v1/courses/101?previewMode=1')).body.data as CourseDetails;
    expect(same.units.length).toBe(course.units.length);
  });
});

describe('POST v1/courses (change active course)', () => {
  it('switches to a bought course and refuses the others with the spec messages', async () => {
    expect((await asha.post('/v1/courses', { course_id: 201 })).body).toMatchObject({
      status: true,
      data: { course_id: 201 },
      message: 'Redirecting you to your course...',
    });
    expect((await parent.post('/v1/courses', { course_id: 101 })).body).toMatchObject({
      code: 403,
      message:
        'The course you selected is not purchased yet. Please select a course that is already available for you.',
    });
    expect((await asha.post('/v1/courses', { course_id: 683 })).body.message).toBe('Your course has expired.');
    expect((await asha.post('/v1/courses', { course_id: 'x' })).body.code).toBe(422);
  });
});

describe('GET v1/fetchinstructions/{courseId}/{elementId}', () => {
  it('gives the instruction data of an open activity, and the lock message of a locked one', async () => {
    const course = (await asha.get('/v1/courses/101')).body.data as CourseDetails;
    const open = allElements(course).find((e) => !e.element_lock_status)!;
    const res = await asha.get(`/v1/fetchinstructions/101/${open.elementID}`);
    expect(res.body.data).toMatchObject({
      course_id: 101,
      element_id: open.elementID,
      hide_start: false,
      continue_attempt_id: null,
      attempts_remaining: open.total_attempts,
    });
    expect(res.body.data.totalQuestion).toBeGreaterThan(0);
    const locked = allElements(course).find((e) => e.element_lock_status)!;
    expect((await asha.get(`/v1/fetchinstructions/101/${locked.elementID}`)).body).toMatchObject({
      code: 403,
      message: locked.element_lock_message,
    });
    expect((await asha.get(`/v1/fetchinstructions/201/${open.elementID}`)).body.code).toBe(404);
    expect((await parent.get(`/v1/fetchinstructions/101/${open.elementID}`)).body.code).toBe(200); // a preview unit
  });
});

describe('POST v1/change_grant', () => {
  it('records a junior’s class and returns the olympiad course', async () => {
    expect((await kabir.post('/v1/change_grant', { grade: 6 })).body).toMatchObject({
      status: true,
      data: { course_id: 300, grade: 6 },
    });
    expect((await kabir.post('/v1/change_grant', { grade: 2 })).body).toMatchObject({
      code: 422,
      message: 'Please select your grade',
    });
  });

  it('lets a parent set their own child’s class, and nobody else’s', async () => {
    expect((await parent.post('/v1/change_grant', { grade: 9, child_id: 'demo-child-meera' })).body.data).toEqual({
      course_id: 300,
      grade: 9,
    });
    expect((await parent.post('/v1/change_grant', { grade: 9, child_id: 'demo-adult-asha' })).body.code).toBe(404);
    expect((await asha.post('/v1/change_grant', { grade: 9, child_id: 'demo-child-meera' })).body.code).toBe(403);
    const meera = (await (await pinSignIn('meera7315', '731594', { keepalive: true })).get('/v1/courses')).body.data;
    expect(meera.map((c: { course_id: number }) => c.course_id)).toContain(300);
  });
});
