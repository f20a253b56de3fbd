import { describe, expect, it } from 'vitest';
import { coachRoomLink, historyRow } from '../../../functions/coach/call-view';
import type { StoredCall } from '../../../functions/coach/calls';

/** Decisions 0452, 0455: what the learner's call history shows before and after the call, and the coach's room link. */
const start = '2030-01-07T04:30:00.000Z';
const end = '2030-01-07T05:00:00.000Z';
const call = {
  scheduleId: 's1',
  userId: 'u1',
  courseId: 487,
  coachId: 'c',
  coachName: 'Meera',
  start,
  end,
  status: 'scheduled',
  meetingUrl: 'https://meet.example/c',
  rescheduleCount: 0,
  maxReschedules: 2,
  bookedAt: start,
  recordingUrl: 'https://rec.example/1',
  audioFiles: ['https://rec.example/a.mp3'],
  feedbackUrl: 'https://forms.example/f',
  coachNotes: 'Private',
} satisfies StoredCall;
const at = (iso: string) => Date.parse(iso);

describe('the learner’s call history row', () => {
  it('gives no recording or audio before the call begins, and the feedback link once it is over', () => {
    expect(historyRow(call, at('2030-01-07T04:00:00.000Z'))).toMatchObject({
      call_recording: null,
      audio_files: '',
      feedback_url: null,
    });
    expect(historyRow(call, at('2030-01-07T04:40:00.000Z'))).toMatchObject({
      call_recording: 'https://rec.example/1',
      audio_files: 'https://rec.example/a.mp3',
      feedback_url: null,
    });
    expect(historyRow(call, at('2030-01-07T05:01:00.000Z'))).toMatchObject({ feedback_url: 'https://forms.example/f' });
    // Marked completed early by the coach: over.
    expect(historyRow({ ...call, status: 'Completed' }, at('2030-01-07T04:40:00.000Z')).feedback_url).toBe(
      'https://forms.example/f',
    );
    // The coach's notes never reach the learner.
    expect(JSON.stringify(historyRow(call, at('2030-01-08T00:00:00.000Z')))).not.toContain('Private');
  });

  it('gives the coach their room for every scheduled call not yet over', () => {
    expect(coachRoomLink(call, at('2030-01-01T00:00:00.000Z'))).toBe('https://meet.example/c');
    expect(coachRoomLink(call, at('2030-01-07T05:01:00.000Z'))).toBeNull();
    expect(coachRoomLink({ ...call, status: 'Completed' }, at('2030-01-07T04:40:00.000Z'))).toBeNull();
  });
});
