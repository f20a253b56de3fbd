import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_RECORDER_SECONDS,
  RECORDING_RESETS,
  recordingCount,
  recordingLimitSeconds,
  resetHint,
} from '#shared/speech/recording-rules';
import { VIDEO_ANSWER_SECONDS } from '#shared/video/video-rules';

/** The recording rules the recorder and the server share (spec 02 §4, §5, §9). */
describe('recording rules', () => {
  it('stops a recording at 45 s, 14 s in the short-drill courses, 120 s for IELTS items, 58 s in the alternate (camera) recorder', () => {
    expect(recordingLimitSeconds('SA', 101)).toBe(45);
    expect(recordingLimitSeconds('VK', 101)).toBe(45);
    for (const course of [683, 686, 688, 693]) expect(recordingLimitSeconds('SA', course)).toBe(14);
    expect(recordingLimitSeconds('VK', 684)).toBe(45);
    expect(recordingLimitSeconds('IELTS', 101)).toBe(120);
    expect(recordingLimitSeconds('IELTS', 683)).toBe(120); // IELTS's own limit wins
    expect(recordingLimitSeconds('SA', 101, 'camera')).toBe(58);
    expect(recordingLimitSeconds('IELTS', 683, 'camera')).toBe(58); // the recorder's limit, whatever the question
    expect(ALTERNATE_RECORDER_SECONDS).toBe(58);
    expect(VIDEO_ANSWER_SECONDS).toBe(58); // the camera recorder's auto-stop
  });

  it('gives 3 resets per recording, with the spec’s hint for each count left', () => {
    expect(RECORDING_RESETS).toBe(3);
    expect(resetHint(3)).toBe('You have 3 chances to re-record.');
    expect(resetHint(2)).toBe('You have 2 chances to re-record.');
    expect(resetHint(1)).toBe('You have 1 more chance to re-record.');
    expect(resetHint(0)).toBe('You have used up all chances to re-record.');
    expect(resetHint(-1)).toBe('You have used up all chances to re-record.');
  });

  it('takes one recording per VK word and per conversation gap, else one', () => {
    expect(recordingCount({ type: 'VK', correct_answers: ['morning', 'afternoon', 'evening'] })).toBe(3);
    expect(recordingCount({ type: 'Cloze_with_conversation', correct_answers: ['Could I have'] })).toBe(1);
    expect(recordingCount({ type: 'VK', correct_answers: undefined })).toBe(1);
    expect(recordingCount({ type: 'IELTS', correct_answers: ['a', 'b'] })).toBe(1);
  });
});
