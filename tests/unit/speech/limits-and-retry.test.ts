import { describe, expect, it } from 'vitest';
import { spokenPassMark, verdictOf } from '../../../shared/scoring/verdict';
import { scoreView } from '../../../shared/scoring/score-view';
import { SPEECH } from '../../../shared/scoring/thresholds';
import { fluencyBand } from '../../../functions/speech/scoring/score-speech';
import { retryDue } from '../../../functions/assessment/retry-answer';
import { videoDurationSeconds } from '../../../functions/assessment/video-duration';
import { readFileSync } from 'node:fs';

describe('the length of a recorded video answer, read from the file', () => {
  /** An EBML element: id bytes, a size (or unknown), data. */
  const el = (id: number[], data: number[], unknown = false) => [
    ...id,
    ...(unknown ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [0x01, ...be(data.length, 7)]),
    ...data,
  ];
  const be = (n: number, bytes: number) =>
    Array.from({ length: bytes }, (_, i) => Math.floor(n / 256 ** (bytes - 1 - i)) % 256);
  const block = (ms: number) => el([0xa3], [0x81, ...be(ms, 2), 0x80, 1, 2, 3]);
  /** As MediaRecorder writes a live recording: sizes unknown, no Duration, clusters of blocks. */
  function liveWebm(seconds: number): Uint8Array {
    const clusters: number[] = [];
    for (let start = 0; start * 1000 <= seconds * 1000; start += 30) {
      const blocks = [0, 10_000, 20_000, 29_000].filter((ms) => start * 1000 + ms <= seconds * 1000).flatMap(block);
      clusters.push(...el([0x1f, 0x43, 0xb6, 0x75], [...el([0xe7], be(start * 1000, 4)), ...blocks], true));
    }
    const info = el([0x15, 0x49, 0xa9, 0x66], el([0x2a, 0xd7, 0xb1], be(1_000_000, 3)));
    return new Uint8Array([
      ...el([0x1a, 0x45, 0xdf, 0xa3], el([0x42, 0x82], [0x77, 0x65, 0x62, 0x6d])),
      ...el([0x18, 0x53, 0x80, 0x67], [...info, ...clusters], true),
    ]);
  }

  it('finds the last block of a live WebM (no Duration, sizes unknown)', () => {
    expect(videoDurationSeconds(liveWebm(50))).toBe(50);
    expect(videoDurationSeconds(liveWebm(90))).toBe(90);
  });

  it('reads the Duration a finished WebM carries (a seeded lesson video, about 12 s)', () => {
    const lesson = readFileSync(
      new URL('../../../infra/content/packages/business-writing/media/lesson-5071.webm', import.meta.url),
    );
    expect(videoDurationSeconds(lesson)).toBeCloseTo(12.41, 1);
  });

  it('reads an MP4 movie header, and says nothing of bytes that are not a video', () => {
    const u32 = (n: number) => be(n, 4);
    const mvhd = [0, 0, 0, 0, ...u32(0), ...u32(0), ...u32(1000), ...u32(61_500), ...Array(80).fill(0)];
    const box = (type: string, data: number[]) => [
      ...u32(data.length + 8),
      ...[...type].map((c) => c.charCodeAt(0)),
      ...data,
    ];
    const mp4 = new Uint8Array([...box('ftyp', [0x69, 0x73, 0x6f, 0x6d]), ...box('moov', box('mvhd', mvhd))]);
    expect(videoDurationSeconds(mp4)).toBe(61.5);
    expect(videoDurationSeconds(new TextEncoder().encode('not a video at all'))).toBeNull();
  });
});

describe('a poor spoken answer and its retry (spec 02 §5 bands, §9 retry pass mark)', () => {
  it('a first recording passes from 60 (below is poor and must be recorded again), the retry from 0.5, conversation cloze from 0.4', () => {
    expect(spokenPassMark('SA', false)).toBe(0.6);
    expect(spokenPassMark('SA', true)).toBe(0.5);
    expect(spokenPassMark('IELTS', true)).toBe(0.5);
    expect(spokenPassMark('Cloze_with_conversation', false)).toBe(0.4);
    expect(spokenPassMark('Cloze_with_conversation', true)).toBe(0.4);
    expect(verdictOf('SA', 0.55, spokenPassMark('SA', false))).toBe('wrong');
    expect(verdictOf('SA', 0.55, spokenPassMark('SA', true))).toBe('correct');
    expect(verdictOf('SA', 0.6, spokenPassMark('SA', false))).toBe('correct');
    expect(verdictOf('SA', -1, spokenPassMark('SA', false))).toBe('awaiting_review');
    // Written answers keep the spec's 0.5.
    expect(verdictOf('SA', 0.55)).toBe('correct');
  });

  it('the band says a poor recording must be recorded again; the pass mark and the band agree at 60', () => {
    expect(fluencyBand(59)).toBe('poor: please record it again');
    expect(fluencyBand(60)).toBe('fair');
    expect(SPEECH.reattemptBelow * 0.01).toBe(spokenPassMark('SA', false));
  });

  it('a retry is due for a poor or unsure first recording (the last answer too), never for a retry or a passed one', () => {
    const speech = (overall: number, outcome?: 'passed' | 'poor' | 'say_again') => ({
      speech: { overall, ...(outcome ? { outcome } : {}) } as never,
    });
    expect(retryDue(speech(55))).toBe(true); // an open answer in the poor band
    expect(retryDue(speech(30, 'poor'))).toBe(true);
    expect(retryDue(speech(75, 'say_again'))).toBe(true); // the engine could not tell, whatever the score
    expect(retryDue(speech(65, 'passed'))).toBe(false);
    expect(retryDue({ ...speech(40, 'poor'), retried: true })).toBe(false);
    expect(retryDue(speech(60))).toBe(false);
    expect(retryDue({ speech: null })).toBe(false); // awaiting review: nothing to judge
  });

  it('the scoring view shows the server’s verdict for a recording (a 0.55 first recording is not passed, the same retried is)', () => {
    const spoken = { type: 'SA' as const, score: 0.55, parts: null, speech: { overall: 55 } as never };
    expect(scoreView({ ...spoken, verdict: 'wrong' })).toMatchObject({ tone: 'wrong', label: 'Not quite' });
    expect(scoreView({ ...spoken, verdict: 'correct' })).toMatchObject({ tone: 'partial', label: 'Partly correct' });
    expect(scoreView({ type: 'SA', score: 0.55, parts: null, verdict: 'wrong' })).toMatchObject({ tone: 'partial' }); // a written answer: 0.5
  });
});
