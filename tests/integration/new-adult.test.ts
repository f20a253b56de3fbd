import { describe, expect, it } from 'vitest';
import type { LoginData } from '#shared/api/contract';
import type { CourseSummary } from '#shared/api/contract-course-lists';
import type { DashboardData } from '#shared/api/contract-accounts';
import type { AttemptData, SubmitAnswerData } from '#shared/api/contract-assessment';
import { TestClient } from '../support/api-client';
import { juniorSignIn, signUp } from '../support/accounts';
import { answerAll, itemsOf, start } from '../support/attempts';

/**
 * A new adult's first day through the local API (decisions 0435–0446): the placement check free to adult
 * learners, enrolled once however many requests race, refused to juniors and without a background
 * (writing nothing), its recommendation on the dashboard and with its completion, a free first
 * lesson without buying, and an organisation's support numbers in the login data.
 */
const PLACEMENT = 428;
const onboard = (client: TestClient) =>
  client.post('/v1/onboarding', {
    user_type: 'Working Professional',
    isParent: false,
    receiveWhatsappNotification: false,
    isSubscribe: false,
    full_name: 'Neha Kapoor',
  });
const placementEnrolments = async (userId: string) =>
  (await itemsOf(userId, `COURSE#${PLACEMENT}#`)).filter((i) => i.entity === 'enrolment');

describe('the placement check, free to adult learners', () => {
  it('asks for the background first, writing nothing; then 30 parallel opens enrol the learner once', async () => {
    const { client, userId } = await signUp();
    for (const refused of [
      await client.post('/v1/courses', { course_id: PLACEMENT }),
      await start(client, PLACEMENT, 4281),
    ]) {
      expect(refused.body).toMatchObject({
        code: 403,
        message: 'Please complete your background profile information to proceed further.',
        data: { error: 'backgroundNeeded' },
      });
    }
    expect(await itemsOf(userId, `COURSE#${PLACEMENT}#`)).toEqual([]);

    expect((await onboard(client)).body.code).toBe(200);
    const dashboard = (await client.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(dashboard.placement).toMatchObject({
      done: false,
      course_id: PLACEMENT,
      recommendation: { course_id: 101, free_lesson: { element_id: 1001, element_name: 'Saying hello' } },
    });

    const opens = await Promise.all(
      Array.from({ length: 30 }, () => client.post('/v1/courses', { course_id: PLACEMENT })),
    );
    expect(opens.map((o) => o.body.code)).toEqual(Array(30).fill(200));
    expect(await placementEnrolments(userId)).toHaveLength(1);
    expect(
      (await client.get<CourseSummary[]>('/v1/courses')).body.data.filter((c) => c.course_id === PLACEMENT),
    ).toHaveLength(1);
  });

  it('never enrols a junior (their start stays a preview, as before) nor opens a course that is not free', async () => {
    const junior = await juniorSignIn('kabir4821', '482913');
    expect((await junior.post('/v1/courses', { course_id: PLACEMENT })).body).toMatchObject({
      code: 403,
      data: { error: 'courseNotPurchased' },
    });
    expect((await start(junior, PLACEMENT, 4281)).body.data.attempt).toMatchObject({ preview: true });
    expect(await placementEnrolments('demo-child-kabir')).toEqual([]);
    const { client, userId } = await signUp();
    await onboard(client);
    expect((await client.post('/v1/courses', { course_id: 507 })).body).toMatchObject({
      code: 403,
      data: { error: 'courseNotPurchased' },
    });
    expect(await itemsOf(userId, 'COURSE#507#')).toEqual([]);
  });

  it('recommends a course with its free first lesson when finished, on the dashboard and with the completion', async () => {
    const { client, userId } = await signUp();
    await onboard(client);
    const attempt = (await start(client, PLACEMENT, 4281)).body.data.attempt as AttemptData;
    expect(await placementEnrolments(userId)).toHaveLength(1);
    const last = (await answerAll(client, attempt)).at(-1)!.data as SubmitAnswerData;
    const recommendation = last.completion?.recommendation;
    expect(recommendation).toMatchObject({
      course_id: expect.any(Number),
      product_id: expect.any(Number),
      free_lesson: { element_id: expect.any(Number) },
    });
    expect(recommendation!.level).toBe(last.completion!.o_level);
    expect(last.completion?.certificate_block).toBeNull();

    const dashboard = (await client.get<DashboardData>('/v1/mydashboard')).body.data;
    expect(dashboard.placement).toEqual({ done: true, course_id: PLACEMENT, recommendation });
    expect(dashboard.upnext.map((u) => u.course_id)).not.toContain(PLACEMENT); // done: off Up Next

    // The free lesson: taken without buying, marked as a preview so its way back is the preview page.
    const lesson = await start(client, recommendation!.course_id, recommendation!.free_lesson!.element_id);
    expect(lesson.body).toMatchObject({ code: 200, data: { attempt: { preview: true } } });
    expect(
      await itemsOf(userId, `COURSE#${recommendation!.course_id}#`).then((items) =>
        items.filter((i) => i.entity === 'enrolment'),
      ),
    ).toEqual([]);
  });
});

describe('the login data', () => {
  it("carries an organisation's support numbers, comma separated; a retail learner's is null", async () => {
    const org = (await new TestClient().post<LoginData>('/v1/login', { login_id: '9876543210', pin: 'FLU-ORG1-0001' }))
      .body.data;
    expect(org.support_phone).toBe('080 4718 2211, 98450 12345');
    const retail = (await new TestClient().post<LoginData>('/v1/login', { login_id: 'sam@example.com', pin: '864200' }))
      .body.data;
    expect(retail.support_phone).toBeNull();
  });
});
