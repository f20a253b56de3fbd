// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { checkConnection } from '../../../../web/src/features/assessment/lib/connection-check';
import { resetConnectionStates } from '../../../../web/src/features/assessment/lib/connection-state';
import { mockApi, ok, type SentRequest } from '../auth-support';
import { renderApp, signIn } from '../support';
import { attempt, feedback, questions, submitted } from './attempt-fixtures';

/**
 * A video question on the /test page (spec 02 §4, §5, §7) against a mocked API: the connection
 * check before the video (holding Submit back while it fails), views asked of the server (POST
 * videoView) and its refusal's message, the viewing figures sent with the answer, a video on a
 * linked page, and 'click here' asking POST checkVideo, whose code 204 reloads the page.
 */
const speedFile =
  (bytes = 98_304) =>
  () =>
    new Response(new Uint8Array(bytes));
const videoAttempt = () =>
  attempt({
    element_id: 1013,
    element_name: 'Watch and answer: a video message',
    next_question: [questions.video],
    lesson_video: '/media/lesson-1013.webm',
  });
const viewLink = (n: number) => `http://s3.local/content-bucket/limited/101/v-10040.webm?X-Amz-Signature=${n}`;
const used = () =>
  Response.json(
    { status: false, code: 409, message: 'You can view the video only two times.', data: { error: 'videoViewsUsed' } },
    { status: 409 },
  );

/**
 * POST videoView as the server answers it: `granted` views of `limit` (fewer when another tab used some), then the
 * refusal.
 */
function views(limit = 2, granted = limit) {
  let count = 0;
  return () =>
    count < granted
      ? ok({ url: viewLink(++count), views: count, limit, expires_at: '2030-01-01T00:10:00.000Z' })
      : used();
}

/** A response whose body arrives in chunks, `chunkMs` apart on the test's own clock. */
function slowBody(chunks: number, size: number, clock: { now: number }, chunkMs: number): Response {
  let sent = 0;
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === chunks) return controller.close();
        clock.now += chunkMs;
        sent++;
        controller.enqueue(new Uint8Array(size));
      },
    }),
  );
}

function leavePage() {
  cleanup();
  clearSession();
  resetRefererTracking();
  sessionStorage.clear();
  resetConnectionStates();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

const submitButton = () =>
  within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;

describe('a video question on the test page', () => {
  afterEach(leavePage);

  it('checks the connection first, asks the server for each view, then blocks the video with the spec’s message and sends the figures', async () => {
    signIn();
    const api = mockApi({
      '/speed-check.bin': speedFile(),
      '/v1/fetchattempt/att-1': () => ok(videoAttempt()),
      '/v1/videoView': views(2),
      '/v1/submitAnswer': () =>
        ok(
          submitted({
            attempt: attempt({ answered_questions: 1, next_question: [questions.videoAnswer] }),
            feedback: [feedback({ question_id: 10040 })],
          }),
        ),
    });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByText('Video lesson')).toBeTruthy();
    const video = (await screen.findByLabelText('Video for this question')) as HTMLVideoElement;
    expect(api.calls('/speed-check.bin')).toHaveLength(1);
    // No link comes with the question: the player waits for a counted view.
    expect(video.getAttribute('src')).toBeNull();
    expect(screen.getByText('Views: 0 of 2')).toBeTruthy();
    expect(api.calls('/v1/videoView')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(viewLink(1)));
    expect(api.calls('/v1/videoView')[0]?.body).toEqual({ attempt_id: 'att-1', question_id: 10040 });
    expect(screen.getByText('Views: 1 of 2')).toBeTruthy();
    expect(video.controls).toBe(true);
    fireEvent.pause(video);
    fireEvent.play(video); // resuming the view asks nothing
    fireEvent.ended(video);
    expect(api.calls('/v1/videoView')).toHaveLength(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Watch again' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(viewLink(2)));
    fireEvent.ended(video);
    const message = await screen.findByText('You can view the video only two times.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(video.controls).toBe(false);
    expect(screen.queryByRole('button', { name: 'Watch again' })).toBeNull();
    expect(screen.getByText('Views: 2 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Outside the cinema|What/ }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.calls('/v1/submitAnswer')).toHaveLength(1));
    expect(api.calls('/v1/submitAnswer')[0]?.body).toMatchObject({
      question_id: 10040,
      video_watch: { views: 2, buffering_seconds: 0, paused_seconds: 0 },
    });
    // Seen again beside its feedback, the question has no player: its video is watched only while asked.
    fireEvent.click(await screen.findByRole('button', { name: 'See question again' }));
    expect(
      screen.getByText('The video is shown only while the question is asked, and only as many times as it allows.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Video for this question')).toBeNull();
  });

  it('asks for a view when the player itself starts outside a view, and shows the spec’s message when the server refuses', async () => {
    signIn();
    sessionStorage.setItem('fluentia:videocheck:att-1', 'ok');
    const api = mockApi({ '/v1/fetchattempt/att-1': () => ok(videoAttempt()), '/v1/videoView': views(2, 1) });
    renderApp('/test?attempt_id=att-1');
    const video = (await screen.findByLabelText('Video for this question')) as HTMLVideoElement;
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(viewLink(1)));
    fireEvent.ended(video);
    // The player's own replay after the end: stopped, and a view asked (here refused: another tab used it).
    const pause = vi.spyOn(video, 'pause');
    fireEvent.play(video);
    expect(pause).toHaveBeenCalled();
    expect(await screen.findByText('You can view the video only two times.')).toBeTruthy();
    expect(api.calls('/v1/videoView')).toHaveLength(2);
    expect(screen.getByText('Views: 2 of 2')).toBeTruthy();
    expect(video.controls).toBe(false);
  });

  it('keeps the views used across a reload of the page', async () => {
    signIn();
    sessionStorage.setItem(
      'fluentia:video:att-1:10040',
      JSON.stringify({ views: 2, buffering_seconds: 1, paused_seconds: 2 }),
    );
    sessionStorage.setItem('fluentia:videocheck:att-1', 'ok');
    const api = mockApi({ '/v1/fetchattempt/att-1': () => ok(videoAttempt()) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText('You can view the video only two times.')).toBeTruthy();
    expect(api.calls('/speed-check.bin')).toHaveLength(0); // passed once for this attempt
    expect(submitButton().disabled).toBe(false);
  });

  it('holds the video and Submit back while offline or below 400 kbps, and checks again when the browser is back online', async () => {
    signIn();
    let speed: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    const api = mockApi({ '/speed-check.bin': () => speed(), '/v1/fetchattempt/att-1': () => ok(videoAttempt()) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText(/The test cannot proceed while you are offline/)).toBeTruthy();
    expect(screen.queryByLabelText('Video for this question')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Outside the cinema|What/ }));
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByText('You can submit once the connection check passes.')).toBeTruthy();

    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    speed = () => slowBody(6, 16_384, clock, 1000); // 16 KB a second: about 131 kbit/s
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Your internet speed is low. Please change your network and try again.'),
    ).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    // The browser comes back online: the page checks again by itself.
    speed = speedFile();
    const before = api.calls('/speed-check.bin').length;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByLabelText('Video for this question')).toBeTruthy();
    expect(api.calls('/speed-check.bin')).toHaveLength(before + 1);
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText('You can submit once the connection check passes.')).toBeNull();
  });

  it('going offline after the check passed keeps the video on screen but holds Submit back until a check passes again', async () => {
    signIn();
    sessionStorage.setItem('fluentia:videocheck:att-1', 'ok');
    mockApi({ '/speed-check.bin': speedFile(), '/v1/fetchattempt/att-1': () => ok(videoAttempt()) });
    renderApp('/test?attempt_id=att-1');
    await screen.findByLabelText('Video for this question');
    fireEvent.click(screen.getByRole('radio', { name: /Outside the cinema|What/ }));
    expect(submitButton().disabled).toBe(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(/The test cannot proceed while you are offline/)).toBeTruthy();
    expect(screen.getByLabelText('Video for this question')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(sessionStorage.getItem('fluentia:videocheck:att-1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByText(/The test cannot proceed while you are offline/)).toBeNull();
  });

  it('runs the check from ‘click here’: before a view it says the connection is fine; after a failed view it asks checkVideo, reloading on code 204 or showing the server’s message', async () => {
    signIn();
    sessionStorage.setItem('fluentia:videocheck:att-1', 'ok');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let reply = (_r: SentRequest) =>
      Response.json({ status: true, code: 204, message: 'The video is available. Reloading it…', data: null });
    const api = mockApi({
      '/speed-check.bin': speedFile(),
      '/v1/fetchattempt/att-1': () => ok(videoAttempt()),
      '/v1/checkVideo': (r) => reply(r),
      '/v1/videoView': views(2),
    });
    renderApp('/test?attempt_id=att-1');
    const video = await screen.findByLabelText('Video for this question');
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    expect(await screen.findByText('Your connection is fine. Press Play video to watch it.')).toBeTruthy();
    expect(api.calls('/v1/checkVideo')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(viewLink(1)));
    fireEvent.error(video);
    expect((await screen.findByText(/The video did not load/)).closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(api.calls('/v1/checkVideo')[0]?.body).toEqual({
      attempt_id: 'att-1',
      question_id: 10040,
      videoURL: viewLink(1),
    });

    reply = () =>
      Response.json(
        { status: false, code: 404, message: 'This video cannot be played right now.', data: null },
        { status: 404 },
      );
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    expect(await screen.findByText('This video cannot be played right now.')).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a video on a linked page', () => {
  afterEach(leavePage);

  it('has the same connection check, counted views and limit as a single video question', async () => {
    signIn();
    const linked = attempt({
      element_id: 1013,
      next_question: [questions.video, { ...questions.mcq, question_id: 10042 }],
    });
    const api = mockApi({
      '/speed-check.bin': speedFile(),
      '/v1/fetchattempt/att-1': () => ok(linked),
      '/v1/videoView': views(2, 1),
    });
    renderApp('/test?attempt_id=att-1');
    const video = (await screen.findByLabelText('Video for this question')) as HTMLVideoElement;
    expect(api.calls('/speed-check.bin')).toHaveLength(1);
    expect(screen.getByText('Views: 0 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play video' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(viewLink(1)));
    fireEvent.ended(video);
    fireEvent.click(await screen.findByRole('button', { name: 'Watch again' }));
    expect(await screen.findByText('You can view the video only two times.')).toBeTruthy();
    expect(api.calls('/v1/videoView')).toHaveLength(2);
    expect(video.controls).toBe(false);
  });

  it('holds Submit back while the check fails', async () => {
    signIn();
    const linked = attempt({
      element_id: 1013,
      next_question: [{ ...questions.mcq, question_id: 10042 }, questions.video],
    });
    mockApi({
      '/speed-check.bin': () => {
        throw new TypeError('Failed to fetch');
      },
      '/v1/fetchattempt/att-1': () => ok(linked),
    });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText(/The test cannot proceed while you are offline/)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });
});

describe('the connection check', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('times the file from its first byte, so latency alone is not slowness', async () => {
    const clock = { now: 0 };
    vi.stubGlobal('fetch', async () => {
      clock.now += 900; // a slow first byte
      return slowBody(6, 16_384, clock, 100); // then 160 KB/s
    });
    expect(await checkConnection(() => clock.now)).toMatchObject({ state: 'ok' });
    vi.stubGlobal('fetch', async () => slowBody(6, 16_384, clock, 500)); // 32 KB/s: 262 kbit/s
    const slow = await checkConnection(() => clock.now);
    expect(slow.state).toBe('slow');
    expect(slow.kbps).toBeGreaterThan(200);
    expect(slow.kbps).toBeLessThan(400);
  });
});
