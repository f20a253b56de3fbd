import { describe, expect, it } from 'vitest';
import type { PresignedUpload } from '#shared/api/contract';
import type {
  CallHistoryRow,
  CallView,
  CoachSlots,
  CoachWorkspace,
  TaskRow,
  WorkspaceCall,
} from '#shared/api/contract-coach';
import { data, freshLearner, itemsOf } from '../support/attempts';
import { TestClient } from '../support/api-client';
import { getItem, putItem, setFields } from '../support/table';

/**
 * Tasks and the coach workspace through the local API (course 487, the seeded coach Meera): a
 * learner's task set with a booked call, uploaded by presigned POST and checked on the server; the
 * coach marks the call, attaches links and reviews the task; the 48-hour and 60 % booking rules.
 */
type Client = TestClient;

async function coachLearner() {
  const learner = await freshLearner([487]);
  await setFields(`USER#${learner.userId}`, 'PROFILE', {
    phone: '9123456780',
    email: `${learner.userId}@example.com`,
    fullName: 'Ishaan Verma',
  });
  return learner;
}

async function coachClient(coachId = 'coach-meera'): Promise<Client & { userId: string }> {
  const store = data();
  const coach = await store.coach(coachId);
  store.destroy();
  const client = new TestClient() as Client & { userId: string };
  client.token = coach.token;
  client.userId = coach.userId;
  return client;
}

/** Asks `route` for a presigned POST for `name` and posts `bytes` with it, as the browser does. */
async function upload(
  client: Client,
  route: string,
  name: string,
  bytes: Uint8Array,
  contentType?: string,
  declaredSize = bytes.length,
): Promise<string> {
  const grant = await client.post<PresignedUpload>(route, { file_name: name, file_size: declaredSize });
  if (grant.body.code !== 200) throw new Error(`${route} answered ${grant.body.code}: ${grant.body.message}`);
  const form = new FormData();
  for (const [field, value] of Object.entries(grant.body.data.fields))
    form.append(field, field === 'Content-Type' && contentType ? contentType : value);
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const response = await fetch(grant.body.data.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
  return grant.body.data.key;
}

async function bookFirstCall(client: Client): Promise<CallView> {
  const slots = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.slots;
  const booked = await client.post<CallView>('/v1/book_coach_call', {
    course_id: 487,
    start: slots[Math.floor(Math.random() * slots.length)],
  });
  if (booked.body.code !== 200) throw new Error(`booking answered ${booked.body.code}: ${booked.body.message}`);
  return booked.body.data;
}

/** Moves a call into the past, as if it had happened (a test-only clock). */
async function inThePast(userId: string, scheduleId: string): Promise<void> {
  const start = new Date(Date.now() - 2 * 3600_000);
  start.setUTCMinutes(0, 0, 0);
  await setFields(`USER#${userId}`, `CALL#${scheduleId}`, {
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
  });
}

const tasksOf = async (client: Client) => (await client.get<TaskRow[]>('/v1/user_tasks')).body.data;

describe('tasks', () => {
  it('sets a task with each booked call; the learner uploads a file the server checks, and may upload again until the review', async () => {
    const { client, userId } = await coachLearner();
    expect((await client.get('/v1/user_tasks')).body).toMatchObject({ code: 200, data: [] });
    const call = await bookFirstCall(client);
    const [task] = await tasksOf(client);
    expect(task).toMatchObject({
      schedule_id: call.schedule_id,
      course_id: 487,
      task_status: 'Not submitted',
      task_file: null,
      submitted_date: null,
      isReUploadable: false,
      reviewed_file: null,
    });
    expect(task!.task_name).toMatch(/Tell me about yourself/);

    // The spec's two messages (02 §5), before anything is uploaded.
    expect((await client.post('/v1/taskupload', { file_name: 'photo.png', file_size: 100 })).body).toMatchObject({
      code: 422,
      message: 'Please upload a file with valid formats(.docx, .doc, .mp3, .mp4 or m4a).',
    });
    expect(
      (await client.post('/v1/taskupload', { file_name: 'talk.mp3', file_size: 10240 * 1024 })).body,
    ).toMatchObject({ code: 422, message: 'Please upload a file with size within 10MB.' });
    const grant = (await client.post<PresignedUpload>('/v1/taskupload', { file_name: 'Talk.M4A', file_size: 10 })).body
      .data;
    expect(grant.key).toMatch(new RegExp(`^task/${userId}/[0-9a-f-]{36}\\.m4a$`));
    expect(grant.fields['Content-Type']).toBe('audio/mp4');

    const key = await upload(client, '/v1/taskupload', 'My intro.docx', new TextEncoder().encode('PK intro'));
    const submitted = await client.post<TaskRow>('/v1/user_tasks', {
      schedule_id: call.schedule_id,
      task_file: key,
      file_name: 'My intro.docx',
    });
    expect(submitted.body).toMatchObject({
      code: 200,
      data: { task_status: 'Submitted', file_name: 'My intro.docx', isReUploadable: true },
    });
    expect(await (await fetch(submitted.body.data.task_file!)).text()).toBe('PK intro');

    const again = await upload(client, '/v1/taskupload', 'Intro v2.docx', new TextEncoder().encode('PK v2'));
    expect(
      (
        await client.post<TaskRow>('/v1/user_tasks', {
          schedule_id: call.schedule_id,
          task_file: again,
          file_name: 'Intro v2.docx',
        })
      ).body.data.file_name,
    ).toBe('Intro v2.docx');
  });

  it('refuses an object that is not the caller’s, not there, too large or of another type, and a call that is not theirs', async () => {
    const [a, b] = await Promise.all([coachLearner(), coachLearner()]);
    const call = await bookFirstCall(a.client);
    const theirs = await upload(b.client, '/v1/taskupload', 'b.docx', new TextEncoder().encode('PK b'));
    const submit = (client: Client, task_file: string, schedule_id = call.schedule_id) =>
      client.post('/v1/user_tasks', { schedule_id, task_file, file_name: 'x.docx' });
    expect((await submit(a.client, theirs)).body).toMatchObject({
      code: 422,
      message: 'We could not find your uploaded file. Please upload it again.',
    });
    expect((await submit(a.client, `task/${a.userId}/00000000-0000-4000-8000-000000000000.docx`)).body.code).toBe(422);
    // The local S3 enforces no POST policy, so only the server's own check stops these two.
    const big = await upload(a.client, '/v1/taskupload', 'big.mp4', new Uint8Array(10240 * 1024), undefined, 1000);
    expect((await submit(a.client, big)).body).toMatchObject({
      code: 413,
      message: 'Please upload a file with size within 10MB.',
    });
    const png = await upload(a.client, '/v1/taskupload', 'pic.docx', new TextEncoder().encode('png'), 'image/png');
    expect((await submit(a.client, png)).body.code).toBe(422);
    // B names A's call: not found in B's own partition, and nothing is written.
    const own = await upload(b.client, '/v1/taskupload', 'b2.docx', new TextEncoder().encode('PK b2'));
    expect((await submit(b.client, own)).body).toMatchObject({ code: 404, message: 'We could not find this task.' });
    expect((await tasksOf(a.client))[0]).toMatchObject({ task_status: 'Not submitted' });
  });
});

describe('the coach workspace', () => {
  it('is for coaches only, and a coach sees and changes only their own calls', async () => {
    const { client, userId } = await coachLearner();
    const call = await bookFirstCall(client);
    expect((await client.get('/v1/coach/calls')).body).toMatchObject({ code: 403 });
    expect(
      (await client.post('/v1/coach/call', { schedule_id: call.schedule_id, call_status: 'Completed' })).body.code,
    ).toBe(403);

    const meera = await coachClient();
    const listed = (await meera.get<CoachWorkspace>('/v1/coach/calls')).body.data;
    expect(listed.coach_name).toBe('Meera Krishnan');
    expect(listed.calls.find((c) => c.schedule_id === call.schedule_id)).toMatchObject({
      learner_name: 'Ishaan Verma',
      course_title: '1:1 Coach: Interview English',
      call_status: '',
      task: { task_status: 'Not submitted' },
    });

    // Another coach: sees none of Meera's calls and cannot touch one by its id.
    await putItem({
      pk: 'COACH#coach-other',
      sk: 'PROFILE',
      entity: 'coach',
      coach_id: 'coach-other',
      name: 'Other Coach',
      meeting_url: 'https://meet.example.com/o',
      availability: [],
      time_off: [],
    });
    const other = await coachClient('coach-other');
    expect((await other.get<CoachWorkspace>('/v1/coach/calls')).body.data.calls).toEqual([]);
    expect(
      (
        await other.post('/v1/coach/call', {
          schedule_id: call.schedule_id,
          call_status: 'No show',
          call_recording: 'https://evil.example.com',
        })
      ).body,
    ).toMatchObject({ code: 404, message: 'We could not find this call.' });
    // A coach-group account without a coach record is refused too.
    const unlinked = await coachClient('coach-missing');
    expect((await unlinked.get('/v1/coach/calls')).body).toMatchObject({
      code: 403,
      message: 'This account is not set up as a coach yet.',
    });
    expect(await getItem(`USER#${userId}`, `CALL#${call.schedule_id}`)).toMatchObject({ status: 'scheduled' });
    expect((await getItem(`USER#${userId}`, `CALL#${call.schedule_id}`))!.recordingUrl).toBeUndefined();
  });

  it('marks a begun call, attaches links, and the learner sees them in the call history; the learner may book again', async () => {
    const { client, userId } = await coachLearner();
    const call = await bookFirstCall(client);
    const meera = await coachClient();
    expect(
      (await meera.post('/v1/coach/call', { schedule_id: call.schedule_id, call_status: 'Completed' })).body,
    ).toMatchObject({ code: 409, message: 'A call can be marked only once its time has started.' });
    expect(
      (
        await meera.post('/v1/coach/call', {
          schedule_id: call.schedule_id,
          call_recording: 'http://insecure.example.com',
        })
      ).body.code,
    ).toBe(422);
    // No recording before the call has happened (decision 0455): refused, and nothing written.
    expect(
      (
        await meera.post('/v1/coach/call', {
          schedule_id: call.schedule_id,
          call_recording: 'https://rec.example.com/early',
        })
      ).body,
    ).toMatchObject({ code: 409, message: 'A recording can be added only once the call has started.' });
    expect((await getItem(`USER#${userId}`, `CALL#${call.schedule_id}`))!.recordingUrl).toBeUndefined();
    await inThePast(userId, call.schedule_id);
    const marked = await meera.post<WorkspaceCall>('/v1/coach/call', {
      schedule_id: call.schedule_id,
      call_status: 'Completed',
      call_recording: 'https://rec.example.com/1',
      audio_files: ['https://rec.example.com/a1.mp3', 'https://rec.example.com/a2.mp3'],
      feedback_url: 'https://forms.example.com/f',
    });
    expect(marked.body).toMatchObject({
      code: 200,
      data: {
        call_status: 'Completed',
        call_recording: 'https://rec.example.com/1',
        feedback_url: 'https://forms.example.com/f',
      },
    });
    expect(
      (await meera.post('/v1/coach/call', { schedule_id: call.schedule_id, call_status: 'No show' })).body.code,
    ).toBe(409);

    const [row] = (await client.get<CallHistoryRow[]>('/v1/coach_call_history')).body.data;
    // The feedback link reaches the learner on the call's own row (decision 0456), before the 5-call prompt.
    expect(row).toMatchObject({
      call_status: 'Completed',
      call_recording: 'https://rec.example.com/1',
      audio_files: 'https://rec.example.com/a1.mp3,https://rec.example.com/a2.mp3',
      feedback_url: 'https://forms.example.com/f',
    });
    expect((await client.get<CoachSlots>('/v1/coach_slots/487')).body.data).toMatchObject({
      completed_calls: 1,
      feedback_url: 'https://forms.example.com/f',
      show_feedback: false,
      upcoming: null,
    });
    expect(await itemsOf(userId, 'CALLOPEN')).toEqual([]);
  });

  it('reviews a submitted task once; the learner sees the reviewed file, cannot re-upload, and waits 48 hours and for 60 % of the linked module', async () => {
    const { client, userId } = await coachLearner();
    const call = await bookFirstCall(client);
    const meera = await coachClient();
    const reviewedKey = await upload(
      meera,
      '/v1/coach/reviewupload',
      'Reviewed intro.docx',
      new TextEncoder().encode('PK reviewed'),
    );
    expect(
      (
        await meera.post('/v1/coach/review', {
          schedule_id: call.schedule_id,
          review_file: reviewedKey,
          file_name: 'Reviewed intro.docx',
        })
      ).body,
    ).toMatchObject({ code: 409, message: 'The learner has not submitted this task yet.' });
    const key = await upload(client, '/v1/taskupload', 'intro.mp3', new TextEncoder().encode('ID3 intro'));
    await client.post('/v1/user_tasks', { schedule_id: call.schedule_id, task_file: key, file_name: 'intro.mp3' });
    // A learner's own upload is not the coach's review file.
    expect(
      (await meera.post('/v1/coach/review', { schedule_id: call.schedule_id, review_file: key, file_name: 'x.docx' }))
        .body.code,
    ).toBe(422);
    const reviewed = await meera.post<WorkspaceCall>('/v1/coach/review', {
      schedule_id: call.schedule_id,
      review_file: reviewedKey,
      file_name: 'Reviewed intro.docx',
    });
    expect(reviewed.body).toMatchObject({
      code: 200,
      data: { task: { task_status: 'Reviewed', reviewed_file_name: 'Reviewed intro.docx' } },
    });
    expect(
      (
        await meera.post('/v1/coach/review', {
          schedule_id: call.schedule_id,
          review_file: reviewedKey,
          file_name: 'Again.docx',
        })
      ).body,
    ).toMatchObject({ code: 409, message: 'This task is already reviewed.' });

    const [task] = await tasksOf(client);
    expect(task).toMatchObject({
      task_status: 'Reviewed',
      isReUploadable: false,
      reviewed_file_name: 'Reviewed intro.docx',
    });
    expect(await (await fetch(task!.reviewed_file!)).text()).toBe('PK reviewed');
    const late = await upload(client, '/v1/taskupload', 'late.docx', new TextEncoder().encode('PK late'));
    expect(
      (await client.post('/v1/user_tasks', { schedule_id: call.schedule_id, task_file: late, file_name: 'late.docx' }))
        .body,
    ).toMatchObject({
      code: 409,
      message: 'Your coach has already reviewed this task, so it cannot be uploaded again.',
    });

    // The call happened; the next booking waits 48 hours after the review…
    await inThePast(userId, call.schedule_id);
    await meera.post('/v1/coach/call', { schedule_id: call.schedule_id, call_status: 'Completed' });
    const slots = (await client.get<CoachSlots>('/v1/coach_slots/487')).body.data.slots;
    const next = await client.post('/v1/book_coach_call', { course_id: 487, start: slots[1] });
    expect(next.body).toMatchObject({ code: 409 });
    expect(next.body.message).toMatch(
      /^Your coach has just reviewed your task\. You can schedule your next call 48 hours after the review, from .+ \(India time\)\.$/,
    );
    // …then call 2 needs a 60 % score in unit 1 (spec 02 §9): both activities done at 50 % is not enough…
    await setFields(`USER#${userId}`, 'COURSE#487#ENROL', {
      lastReviewAt: new Date(Date.now() - 49 * 3600_000).toISOString(),
    });
    const scoreBoth = (lastScore: number) =>
      Promise.all(
        [4871, 4872].map((elementId) =>
          putItem({
            pk: `USER#${userId}`,
            sk: `COURSE#487#P#${elementId}`,
            entity: 'progress',
            elementId,
            completed: true,
            completionCount: 1,
            percentComplete: 100,
            lastScore,
          }),
        ),
      );
    await scoreBoth(50);
    expect((await client.post('/v1/book_coach_call', { course_id: 487, start: slots[1] })).body).toMatchObject({
      code: 409,
      message:
        'Please score at least 60% in Unit 1: Interview strategies before scheduling this call. Your score there is 50%.',
    });
    await scoreBoth(70);
    const booked = await client.post<CallView>('/v1/book_coach_call', { course_id: 487, start: slots[1] });
    expect(booked.body.code).toBe(200);
    expect((await tasksOf(client)).map((t) => t.task_name)).toEqual([
      expect.stringMatching(/Why should we hire you/),
      expect.stringMatching(/Tell me about yourself/),
    ]);
  });
});
