// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { queueAnswer, queuedAnswers } from '../../../../web/src/features/assessment/lib/answer-queue';
import { saveSnapshot } from '../../../../web/src/features/assessment/lib/attempt-snapshot';
import { setRetryEnvironment } from '../../../../web/src/lib/api-retry';
import { clearSession } from '../../../../web/src/lib/session';
import { toast } from '../../../../web/src/lib/toast';
import { mockApi, ok, type SentRequest } from '../auth-support';
import { renderApp, signIn } from '../support';
import { attempt, feedback, questions, submitted } from './attempt-fixtures';

/**
 * The test page under a bad network (docs/decisions.md 372–378): an answer is saved on this device
 * before it is sent, sent again under its key while the page says it is reconnecting, kept through
 * a reload, and the spec's message shows only when every retry has failed.
 */
const second = attempt({ answered_questions: 1, next_question: [questions.sa] });
const delivered = () => ok(submitted({ attempt: second, feedback: [feedback()] }));
const gateway503 = () => Response.json({ message: 'Service Unavailable' }, { status: 503 });
const keyOf = (r: SentRequest) => r.headers['idempotency-key'];
const banner = () => screen.getByText('Reconnecting…').closest('[data-connection]') as HTMLElement;

let onLine: ReturnType<typeof vi.spyOn>;
let restoreRetries: () => void = () => undefined;

function goOffline() {
  onLine.mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

describe('the test page under a bad network', () => {
  beforeEach(() => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    cleanup();
    restoreRetries();
    restoreRetries = () => undefined;
    onLine.mockRestore();
    clearSession();
    localStorage.clear();
    resetRefererTracking();
    toast.clear();
    vi.unstubAllGlobals();
  });

  it('sends an answer again under its key through a dropped connection and a 503, saying it is reconnecting, not Oops', async () => {
    signIn();
    let release: () => void = () => undefined;
    restoreRetries = setRetryEnvironment({ sleep: () => new Promise((resolve) => (release = resolve)) });
    let n = 0;
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt()),
      '/v1/submitAnswer': () => {
        n++;
        if (n === 1) throw new TypeError('Failed to fetch');
        return n === 2 ? gateway503() : delivered();
      },
    });
    renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('radio', { name: /What/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Reconnecting…');
    expect(banner().textContent).toContain('Your answer is saved on this device.');
    expect(banner().closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    const panel = screen.getByRole('region', { name: 'Connection' });
    expect(within(panel).getByText('Saved on this device, waiting to be sent')).toBeTruthy();
    expect(within(panel).getByText('Question 1')).toBeTruthy();
    expect(screen.queryByText(/Oops/)).toBeNull();
    expect(queuedAnswers()).toHaveLength(1);

    release();
    await waitFor(() => expect(api.calls('/v1/submitAnswer')).toHaveLength(2));
    release();
    await screen.findByText('Correct');
    const sends = api.calls('/v1/submitAnswer');
    expect(sends).toHaveLength(3);
    expect(new Set(sends.map(keyOf)).size).toBe(1);
    expect(sends.every((r) => JSON.stringify(r.body) === JSON.stringify(sends[0]?.body))).toBe(true);
    expect(queuedAnswers()).toEqual([]);
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Connection' })).toBeNull();
  });

  it('offline: Submit saves the answer on this device, lists it as waiting, and sends it once when the connection is back', async () => {
    signIn();
    const api = mockApi({ '/v1/fetchattempt/att-1': () => ok(attempt()), '/v1/submitAnswer': delivered });
    renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('radio', { name: /What/ }));
    goOffline();
    expect(await screen.findByText('App is Offline')).toBeTruthy();
    expect(screen.getByText('You are offline.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const panel = await screen.findByRole('region', { name: 'Connection' });
    await within(panel).findByText('Question 1');
    expect(within(panel).getByText('It is sent by itself as soon as you are back online.')).toBeTruthy();
    expect(api.calls('/v1/submitAnswer')).toHaveLength(0);
    const [saved] = queuedAnswers();
    expect(saved).toMatchObject({
      attemptId: 'att-1',
      questionIds: [10005],
      number: 1,
      body: { attempt_id: 'att-1', question_id: 10005, user_answer: 'a' },
      drafts: { 10005: 'a' },
    });
    // What it says can no longer change while it waits.
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);

    goOnline();
    await screen.findByText('Correct');
    expect(api.calls('/v1/submitAnswer')).toHaveLength(1);
    expect(keyOf(api.calls('/v1/submitAnswer')[0]!)).toBe(saved?.key);
    expect(queuedAnswers()).toEqual([]);
  });

  it('a reload keeps the waiting answer: the kept page opens without a read, shows the answer given, and sends it first', async () => {
    const session = signIn();
    saveSnapshot({ owner: session.login_user_id, attempt: attempt(), clock: null });
    queueAnswer({
      key: 'kept-answer-0001',
      owner: session.login_user_id,
      attemptId: 'att-1',
      questionIds: [10005],
      number: 1,
      body: { attempt_id: 'att-1', question_id: 10005, user_answer: 'b' },
      drafts: { 10005: 'b' },
      queuedAt: Date.now() - 5_000,
    });
    let release: () => void = () => undefined;
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => {
        throw new Error('the kept answer goes before any read');
      },
      '/v1/submitAnswer': () => new Promise<Response>((resolve) => (release = () => resolve(delivered()))),
    });
    renderApp('/test?attempt_id=att-1');
    const where = await screen.findByRole('radio', { name: /Where/ });
    expect((where as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(api.calls('/v1/submitAnswer')).toHaveLength(1));
    expect(api.calls('/v1/submitAnswer')[0]).toMatchObject({
      headers: { 'idempotency-key': 'kept-answer-0001' },
      body: { attempt_id: 'att-1', question_id: 10005, user_answer: 'b' },
    });
    release();
    await screen.findByText('Correct');
    expect(api.calls('/v1/fetchattempt/att-1')).toHaveLength(0);
    expect(queuedAnswers()).toEqual([]);
  });

  it('reads the attempt afresh when a kept answer turns out to be overtaken (answered from another tab)', async () => {
    const session = signIn();
    saveSnapshot({ owner: session.login_user_id, attempt: attempt(), clock: null });
    queueAnswer({
      key: 'kept-answer-0002',
      owner: session.login_user_id,
      attemptId: 'att-1',
      questionIds: [10005],
      number: 1,
      body: { attempt_id: 'att-1', question_id: 10005, user_answer: 'b' },
      queuedAt: Date.now(),
    });
    const api = mockApi({
      '/v1/submitAnswer': () =>
        Response.json(
          {
            status: false,
            code: 409,
            message: 'This question has already been answered.',
            data: { error: 'questionAnswered' },
          },
          { status: 409 },
        ),
      '/v1/fetchattempt/att-1': () => ok(second),
    });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 2' });
    expect(api.calls('/v1/fetchattempt/att-1')).toHaveLength(1);
    expect(queuedAnswers()).toEqual([]);
  });

  it('shows the spec’s network message only when every retry has failed; the answer still waits, and Try again sends it', async () => {
    signIn();
    restoreRetries = setRetryEnvironment({ sleep: async () => undefined });
    let down = true;
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt()),
      '/v1/submitAnswer': () => (down ? gateway503() : delivered()),
    });
    renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('radio', { name: /What/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Oops, something went wrong. Please try again')).toBeTruthy();
    expect(within(alert).getByText(/If this keeps happening, call us on/)).toBeTruthy();
    expect(api.calls('/v1/submitAnswer')).toHaveLength(8);
    const panel = screen.getByRole('region', { name: 'Connection' });
    expect(within(panel).getByText('Question 1')).toBeTruthy();
    expect(queuedAnswers()).toHaveLength(1);

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Correct');
    expect(new Set(api.calls('/v1/submitAnswer').map(keyOf)).size).toBe(1);
    expect(queuedAnswers()).toEqual([]);
  });

  it('stops a timed test’s clock while the answer waits, and sends the seconds it showed', async () => {
    signIn();
    const timed = attempt({
      element_type: 'F',
      time_remaining: 600,
      time_credit_left: 90,
      deadline: '2030-01-01T00:00:00Z',
    });
    const api = mockApi({ '/v1/fetchattempt/att-1': () => ok(timed), '/v1/submitAnswer': delivered });
    renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('radio', { name: /What/ }));
    expect(screen.getByRole('timer').getAttribute('aria-label')).not.toContain('stopped');
    goOffline();
    expect(
      await screen.findByText('The clock keeps running while you answer, and stops while an answer waits to be sent.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(
      /^The clock is stopped while your answer waits \(for up to 01:(30|29) more\), and that time is given back\.$/,
    );
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/left, stopped while your answer waits$/);
    goOnline();
    await screen.findByText('Correct');
    expect((api.calls('/v1/submitAnswer')[0]?.body as { pause_time?: number }).pause_time).toBeGreaterThanOrEqual(599);
  });

  it('a reload offline with no kept page shows the offline state, not an error, and opens the test when back online', async () => {
    signIn();
    goOffline();
    const api = mockApi({ '/v1/fetchattempt/att-9': () => ok(attempt({ attempt_id: 'att-9' })) });
    renderApp('/test?attempt_id=att-9');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.getByText('App is Offline')).toBeTruthy();
    expect(screen.queryByText(/Oops/)).toBeNull();
    expect(api.calls('/v1/fetchattempt/att-9')).toHaveLength(0);
    goOnline();
    await screen.findByRole('heading', { name: 'Question 1' });
  });
});
