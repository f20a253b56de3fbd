// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestQuestion } from '../../../../shared/api/contract-assessment';
import { SpokenAnswer } from '../../../../web/src/features/assessment/components/answers/spoken-answer';
import { uploadRecording } from '../../../../web/src/features/assessment/lib/upload-recording';
import { startCapture } from '../../../../web/src/features/assessment/lib/wav-capture';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { ApiError } from '../../../../web/src/lib/api-error';
import { clearSession } from '../../../../web/src/lib/session';
import { mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { attempt, question, submitted } from './attempt-fixtures';

/**
 * The recorder of a spoken question (spec 02 §4, §5, §9) with a fake capture and upload: the reset
 * hints and the disabled Record at 0, auto-stop at the limit, a failed upload tried again without a
 * chance, a re-record that empties its key, a capture that cannot start, a server refusal.
 */
const fake = vi.hoisted(() => ({ seconds: 0, recordings: 0 }));
vi.mock('../../../../web/src/features/assessment/lib/wav-capture', () => ({ startCapture: vi.fn() }));
vi.mock('../../../../web/src/features/assessment/lib/upload-recording', () => ({ uploadRecording: vi.fn() }));
// The live parts (lib/live-recording.ts, tested on their own) reduced to their end: the WAV's upload.
vi.mock('../../../../web/src/features/assessment/lib/live-recording', async () => {
  const { uploadRecording } = await import('../../../../web/src/features/assessment/lib/upload-recording');
  return { startLiveRecording: () => ({ finish: (wav: Blob) => uploadRecording(wav), cancel: () => {} }) };
});

const track = { stop: vi.fn() };
function fakeCapture() {
  const blob = new Blob([`recording ${++fake.recordings}`], { type: 'audio/wav' });
  return {
    level: () => 0.5,
    seconds: () => fake.seconds,
    takePcm: () => new Uint8Array(0),
    stop: vi.fn(async () => blob),
    cancel: vi.fn(),
  };
}

const oneRecording = (overrides: Partial<TestQuestion> = {}) =>
  question({
    question_id: 10050,
    type: 'SA',
    domain: 'S',
    question: 'Say: good morning.',
    choices: null,
    spoken: true,
    recording: { count: 1, seconds: 45 },
    ...overrides,
  });

function Harness({
  spoken,
  refused = false,
  onChange,
}: {
  spoken: TestQuestion;
  refused?: boolean;
  onChange: (keys: string[]) => void;
}) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <SpokenAnswer
      question={spoken}
      value={keys}
      onChange={(next) => {
        onChange(next);
        setKeys(next);
      }}
      flagMissing={false}
      refused={refused}
    />
  );
}

const part = () => screen.getByRole('group', { name: 'Your answer' });
const recordButton = () => within(part()).getByRole('button', { name: /^Record( again)?$/ });

async function recordOnce() {
  fireEvent.click(recordButton());
  fireEvent.click(await within(part()).findByRole('button', { name: 'Stop' }));
  await within(part()).findByText(/^(Recorded|Not saved: press Try again)$/);
}

describe('the spoken answer recorder', () => {
  beforeEach(() => {
    fake.seconds = 0;
    track.stop.mockClear();
    vi.mocked(startCapture)
      .mockReset()
      .mockImplementation(async () => fakeCapture());
    vi.mocked(uploadRecording).mockReset();
    let n = 0;
    vi.mocked(uploadRecording).mockImplementation(async () => `speech/u/${++n}.wav`);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
    });
  });
  afterEach(cleanup);

  it('counts down the re-records with the spec’s hints and disables Record at 0; a re-record empties its key as it starts', async () => {
    const onChange = vi.fn();
    render(<Harness spoken={oneRecording()} onChange={onChange} />);
    expect(within(part()).getByText('Not recorded yet')).toBeTruthy();
    await recordOnce();
    expect(onChange).toHaveBeenLastCalledWith(['speech/u/1.wav']);
    expect(within(part()).getByText('You have 3 chances to re-record.')).toBeTruthy();

    fireEvent.click(recordButton());
    await within(part()).findByRole('button', { name: 'Stop' });
    expect(onChange).toHaveBeenLastCalledWith(['']); // Submit can no longer send the recording being replaced
    fireEvent.click(within(part()).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['speech/u/2.wav']));
    expect(within(part()).getByText('You have 2 chances to re-record.')).toBeTruthy();
    await recordOnce();
    expect(within(part()).getByText('You have 1 more chance to re-record.')).toBeTruthy();
    await recordOnce();
    expect(within(part()).getByText('You have used up all chances to re-record.')).toBeTruthy();
    expect(recordButton().hasAttribute('disabled')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(['speech/u/4.wav']);
  });

  it('stops by itself at the question’s limit and saves the recording', async () => {
    const onChange = vi.fn();
    render(<Harness spoken={oneRecording({ recording: { count: 1, seconds: 14 } })} onChange={onChange} />);
    expect(within(part()).getByRole('timer').textContent).toBe('00:00 / 00:14');
    fireEvent.click(recordButton());
    await within(part()).findByRole('button', { name: 'Stop' });
    fake.seconds = 14;
    await within(part()).findByText('Recorded');
    expect(onChange).toHaveBeenLastCalledWith(['speech/u/1.wav']);
    expect(within(part()).getByRole('timer').getAttribute('aria-label')).toBe('14 of 14 seconds');
  });

  it('tries a failed upload again with the same recording and no chance used, even on the last chance', async () => {
    const onChange = vi.fn();
    render(<Harness spoken={oneRecording()} onChange={onChange} />);
    for (let k = 0; k < 3; k++) await recordOnce();
    vi.mocked(uploadRecording).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await recordOnce(); // the last chance, and its upload fails
    expect(within(part()).getByText('Not saved: press Try again')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(['']); // the replaced recording is not sent meanwhile
    expect(recordButton().hasAttribute('disabled')).toBe(true);
    const failed = vi.mocked(uploadRecording).mock.calls.at(-1)![0];
    fireEvent.click(within(part()).getByRole('button', { name: 'Try again' }));
    await within(part()).findByText('Recorded');
    expect(vi.mocked(uploadRecording).mock.calls.at(-1)![0]).toBe(failed);
    expect(onChange).toHaveBeenLastCalledWith(['speech/u/4.wav']);
    expect(within(part()).getByText('You have used up all chances to re-record.')).toBeTruthy();
  });

  it('a failed upload on an earlier chance keeps the chances too', async () => {
    render(<Harness spoken={oneRecording()} onChange={vi.fn()} />);
    vi.mocked(uploadRecording).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await recordOnce();
    expect(within(part()).getByText('You have 3 chances to re-record.')).toBeTruthy();
    fireEvent.click(within(part()).getByRole('button', { name: 'Try again' }));
    await within(part()).findByText('Recorded');
    expect(within(part()).getByText('You have 3 chances to re-record.')).toBeTruthy();
  });

  it('a capture that cannot start releases the microphone, uses no chance and opens the microphone help', async () => {
    const onChange = vi.fn();
    render(<Harness spoken={oneRecording()} onChange={onChange} />);
    await recordOnce();
    vi.mocked(startCapture).mockRejectedValueOnce(new DOMException('different sample-rate', 'NotSupportedError'));
    fireEvent.click(recordButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your browser could not record from the microphone/)).toBeTruthy();
    expect(within(dialog).getByText('Microphone troubleshooting guidelines')).toBeTruthy();
    expect(track.stop).toHaveBeenCalled();
    expect(within(part()).getByText('You have 3 chances to re-record.')).toBeTruthy();
    expect(within(part()).getByText('Recorded')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(['speech/u/1.wav']); // the saved recording stays
  });

  it('after the server refuses the recording, one re-record is free, even with no chances left', async () => {
    const { rerender } = render(<Harness spoken={oneRecording()} onChange={vi.fn()} />);
    for (let k = 0; k < 4; k++) await recordOnce();
    expect(recordButton().hasAttribute('disabled')).toBe(true);
    rerender(<Harness spoken={oneRecording()} refused onChange={vi.fn()} />);
    await waitFor(() => expect(recordButton().hasAttribute('disabled')).toBe(false));
    await recordOnce();
    expect(within(part()).getByText('You have used up all chances to re-record.')).toBeTruthy();
    expect(recordButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('two spoken questions in a row in a test without feedback', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    sessionStorage.clear();
  });

  it('the second starts with a fresh recorder: no recording, playback, hint or used chances of the first', async () => {
    vi.mocked(startCapture)
      .mockReset()
      .mockImplementation(async () => fakeCapture());
    vi.mocked(uploadRecording).mockReset().mockResolvedValue('speech/u/q1.wav');
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [track] })) },
    });
    signIn();
    const first = oneRecording();
    const second = oneRecording({ question_id: 10051, question: 'Say: good night.' });
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt({ next_question: [first] })),
      '/v1/submitAnswer': () =>
        ok(submitted({ attempt: attempt({ answered_questions: 1, next_question: [second] }), feedback: [] })),
    });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Question 1' });
    await recordOnce();
    await recordOnce();
    expect(within(part()).getByText('You have 2 chances to re-record.')).toBeTruthy();
    expect(screen.getByLabelText('Play back: Your answer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Say: good night.');
    expect(api.calls('/v1/submitAnswer')[0]?.body).toMatchObject({
      question_id: 10050,
      is_audio: 'yes',
      audio: ['speech/u/q1.wav'],
    });
    expect(within(part()).getByText('Not recorded yet')).toBeTruthy();
    expect(within(part()).getByRole('button', { name: 'Record' })).toBeTruthy();
    expect(screen.queryByLabelText('Play back: Your answer')).toBeNull();
    expect(screen.queryByText(/chances? to re-record/)).toBeNull();
  });
});

describe('which refusals give the re-record back', () => {
  it('the recording refusals, not others', async () => {
    const { isRecordingRefusal } =
      await import('../../../../web/src/features/assessment/components/answers/spoken-answer');
    const error = (key: string) => new ApiError({ kind: 'api', code: 422, message: 'x', key });
    expect(isRecordingRefusal(error('recordingUnclear'))).toBe(true);
    expect(isRecordingRefusal(error('recordingCountWrong'))).toBe(true);
    expect(isRecordingRefusal(error('recordingTooLong'))).toBe(true);
    expect(isRecordingRefusal(error('timeUp'))).toBe(false);
    expect(isRecordingRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});
