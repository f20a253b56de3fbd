// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { stubEchoRecorder } from '../echo-support';
import { mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { attempt, questions } from './attempt-fixtures';

/**
 * Before the first question (spec 02 §4, §8): an element with checkMic asks for the microphone, and
 * a speaking test with speaking answers off runs the echo test, on the /test page against a mocked API.
 */
function stubMicrophone(getUserMedia: (() => Promise<MediaStream>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
  // A browser that cannot say beforehand (the tests that need an answer set one).
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
}

/** A microphone and a recorder that record nothing real: enough for the echo test's flow. */
function fakeEchoRecorder() {
  stubEchoRecorder();
  stubMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream));
}

const speakingAttempt = (overrides = {}) =>
  attempt({ element_id: 6831, element_name: 'Quick drills', next_question: [questions.spoken], ...overrides });

describe('the speech checks before a test', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('asks for the microphone, and a refusal opens the permit-mic help with the spec’s words', async () => {
    signIn();
    const refuse = vi.fn(() => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })));
    stubMicrophone(refuse);
    mockApi({ '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ check_mic: true })) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText('This question requires you to record your answer(s).')).toBeTruthy();
    expect(refuse).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeTruthy(); // the test goes on
  });

  it('does not open the microphone when the browser says it is already allowed, and shows the help when it is blocked', async () => {
    signIn();
    const ask = vi.fn(() => Promise.resolve({ getTracks: () => [] } as unknown as MediaStream));
    stubMicrophone(ask);
    let state: PermissionState = 'granted';
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: { query: vi.fn(async () => ({ state })) },
    });
    mockApi({ '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ check_mic: true })) });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ask).not.toHaveBeenCalled();
    expect(screen.queryByText('This question requires you to record your answer(s).')).toBeNull();
    cleanup();
    sessionStorage.clear();

    state = 'denied';
    mockApi({ '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ check_mic: true })) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText('This question requires you to record your answer(s).')).toBeTruthy();
    expect(ask).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'permissions', { configurable: true, value: undefined });
  });

  it('tells a browser without getUserMedia so', async () => {
    signIn();
    stubMicrophone(undefined);
    mockApi({ '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ check_mic: true })) });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByText('getUserMedia is not implemented in this browser')).toBeTruthy();
  });

  it('asks nothing when the element does not check the microphone', async () => {
    signIn();
    const ask = vi.fn(() => Promise.resolve({ getTracks: () => [] } as unknown as MediaStream));
    stubMicrophone(ask);
    const api = mockApi({ '/v1/fetchattempt/att-1': () => ok(attempt()) });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(ask).not.toHaveBeenCalled();
    expect(api.calls('/v1/checkspeech')).toHaveLength(0);
  });

  it('runs the echo test in a speaking test when speaking answers are off', async () => {
    signIn();
    const stop = vi.fn();
    stubMicrophone(() => Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream));
    mockApi({
      '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ check_mic: true, speech_test: true })),
      '/v1/checkspeech': () => ok({ speech_is_on: false }),
    });
    renderApp('/test?attempt_id=att-1');
    expect(await screen.findByRole('heading', { name: 'Echo test' })).toBeTruthy();
    expect(stop).toHaveBeenCalled(); // the permission check leaves no microphone open
  });

  it('after NO the echo test stays open with Try again and the troubleshooting guidelines; YES then turns speaking answers on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    fakeEchoRecorder();
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ speech_test: true })),
      '/v1/checkspeech': () => ok({ speech_is_on: false }),
      '/v1/micTest': () => ok(null),
    });
    renderApp('/test?attempt_id=att-1');
    const dialog = await screen.findByRole('dialog', { name: 'Echo test' });
    const listen = async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /Start recording|Try again/ }));
      await act(async () => void (await vi.advanceTimersByTimeAsync(6_100)));
      return within(dialog).findByRole('button', { name: 'NO' });
    };
    fireEvent.click(await listen());
    await within(dialog).findByText('We could not hear your voice.');
    expect(within(dialog).getByText('Microphone troubleshooting guidelines').closest('details')?.open).toBe(true);
    await waitFor(() => expect(api.calls('/v1/micTest')[0]?.body).toEqual({ success: false }));
    expect(screen.queryByText('Speaking answers are off')).toBeNull();
    await listen();
    fireEvent.click(within(dialog).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Echo test' })).toBeNull());
    expect(api.calls('/v1/micTest')[1]?.body).toEqual({ success: true });
    vi.useRealTimers();
  });

  it('closing the echo test after NO says the speaking questions can be skipped, with the guidelines at hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    fakeEchoRecorder();
    mockApi({
      '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ speech_test: true })),
      '/v1/checkspeech': () => ok({ speech_is_on: false }),
      '/v1/micTest': () => ok(null),
    });
    renderApp('/test?attempt_id=att-1');
    const dialog = await screen.findByRole('dialog', { name: 'Echo test' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start recording' }));
    await act(async () => void (await vi.advanceTimersByTimeAsync(6_100)));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'NO' }));
    await within(dialog).findByText('We could not hear your voice.');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const alert = (await screen.findByText('Speaking answers are off')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Microphone troubleshooting guidelines')).toBeTruthy();
    vi.useRealTimers();
  });

  it('runs no echo test when speaking answers are on', async () => {
    signIn();
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(speakingAttempt({ speech_test: true })),
      '/v1/checkspeech': () => ok({ speech_is_on: true }),
    });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 1' });
    await waitFor(() => expect(api.calls('/v1/checkspeech')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Echo test' })).toBeNull();
  });
});
