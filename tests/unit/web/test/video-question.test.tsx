// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { checkConnection } from '../../../../web/src/features/test/lib/connection-check';
import { mockApi, ok, type SentRequest } from '../auth-support';
import { renderApp, signIn } from '../support';
import { attempt, feedback, questions, submitted } from './attempt-fixtures';

/**
 * A video question on the /test page (spec 02 §4, §5, §7) against a mocked API: the connection
 * check before the video, the view limit and its message, the viewing figures sent with the answer,
 * and 'click here' asking POST checkVideo, whose code 204 reloads the page.
 */
const speedFile = (bytes = 98_304) => () => new Response(new Uint8Array(bytes));
const videoAttempt = () => attempt({ element_id: 1013, element_name: 'Watch and answer: a video message', next_question: [questions.video], lesson_video: '/media/lesson-1013.webm' });

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

describe('a video question on the test page', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('checks the connection first, allows two views, then blocks the video with the spec’s message and sends the figures', async () => {
    signIn();
    const api = mockApi({
      '/speed-check.bin': speedFile(),
      '/v1/fetchattempt/att-1': () => ok(videoAttempt()),
      '/v1/submitAnswer': () => ok(submitted({ attempt: attempt({ answered_questions: 1, next_question: [questions.videoAnswer] }), feedback: [feedback({ question_id: 10040 })] })),
    });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByText('Video lesson')).toBeTruthy();
    const video = (await screen.findByLabelText('Video for this question')) as HTMLVideoElement;
    expect(api.calls('/speed-check.bin')).toHaveLength(1);
    expect(video.controls).toBe(true);
    expect(screen.getByText('Views: 0 of 2')).toBeTruthy();

    for (let view = 1; view <= 2; view++) {
      fireEvent.play(video);
      fireEvent.pause(video);
      fireEvent.ended(video);
    }
    const message = await screen.findByText('You can view the video only two times.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(video.controls).toBe(false);
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    fireEvent.play(video);
    expect(pause).toHaveBeenCalled();
    expect(screen.getByText('Views: 2 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Outside the cinema|What/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls('/v1/submitAnswer')).toHaveLength(1));
    expect(api.calls('/v1/submitAnswer')[0]?.body).toMatchObject({ question_id: 10040, video_watch: { views: 2, buffering_seconds: 0, paused_seconds: 0 } });
  });

  it('keeps the views used across a reload of the page', async () => {
    signIn();
    sessionStorage.setItem('fluentia:video:att-1:10040', JSON.stringify({ views: 2, buffering_seconds: 1, paused_seconds: 2 }));
    sessionStorage.setItem('fluentia:videocheck:att-1', 'ok');
    const api = mockApi({ '/v1/fetchattempt/att-1': () => ok(videoAttempt()) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText('You can view the video only two times.')).toBeTruthy();
    expect(api.calls('/speed-check.bin')).toHaveLength(0); // passed once for this attempt
  });

  it('holds the video back while offline, and shows the low-speed message below 400 kbps', async () => {
    signIn();
    let speed: () => Response = () => {
      throw new TypeError('Failed to fetch');
    };
    mockApi({ '/speed-check.bin': () => speed(), '/v1/fetchattempt/att-1': () => ok(videoAttempt()) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText(/The test cannot proceed while you are offline/)).toBeTruthy();
    expect(screen.queryByLabelText('Video for this question')).toBeNull();
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    speed = () => slowBody(6, 16_384, clock, 1000); // 16 KB a second: about 131 kbit/s
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your internet speed is low. Please change your network and try again.')).toBeTruthy();
    speed = speedFile();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Video for this question')).toBeTruthy();
  });

  it('runs the check from ‘click here’ and reloads on code 204, or shows the server’s message', async () => {
    signIn();
    sessionStorage.setItem('fluentia:videocheck:att-1', 'ok');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    let reply = (_r: SentRequest) => Response.json({ status: true, code: 204, message: 'The video is available. Reloading it…', data: null });
    const api = mockApi({ '/speed-check.bin': speedFile(), '/v1/fetchattempt/att-1': () => ok(videoAttempt()), '/v1/checkVideo': (r) => reply(r) });
    renderApp('/test?attempt_id=att-1');
    const video = await screen.findByLabelText('Video for this question');
    fireEvent.error(video);
    expect((await screen.findByText(/The video did not load/)).closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(api.calls('/v1/checkVideo')[0]?.body).toEqual({ attempt_id: 'att-1', question_id: 10040, videoURL: '/media/v-10040.webm' });

    reply = () => Response.json({ status: false, code: 404, message: 'This video cannot be played right now.', data: null }, { status: 404 });
    fireEvent.click(screen.getByRole('button', { name: 'click here' }));
    expect(await screen.findByText('This video cannot be played right now.')).toBeTruthy();
    expect(reload).toHaveBeenCalledOnce();
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
