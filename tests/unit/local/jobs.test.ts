import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalJobs } from '../../../infra/local/jobs';

/** The local stack plays EventBridge: each job runs on its period, a failed run is reported and the next still runs. */
describe('local job timers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a job every period until stopped, and survives a failed run', async () => {
    const runs: number[] = [];
    const reports: string[] = [];
    let fail = true;
    const stop = startLocalJobs(
      [
        {
          name: 'Call reminders',
          everyMs: 5 * 60_000,
          run: async () => {
            runs.push(Date.now());
            if (fail) {
              fail = false;
              throw new Error('DynamoDB is down');
            }
          },
        },
      ],
      (line) => reports.push(line),
    );
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    expect(runs).toHaveLength(3);
    expect(reports).toEqual(['  Call reminders failed: Error: DynamoDB is down']);
    await stop();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(runs).toHaveLength(3);
  });
});
