import { describe, expect, it } from 'vitest';
import {
  LivePartsIncomplete,
  readParts,
  type PartReading,
  type PartSource,
} from '../../../functions/speech/live/part-reader';

/**
 * The live worker's part reader: parts in order as they appear, a short wait for one not there yet,
 * the final marker ends it, and it gives up on a gap, on the time cap and on the byte cap.
 */
const prefix = 'speech/u1/rec-1/';
const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);

/** A bucket whose objects appear at given (virtual) times; the clock moves only by the reader's sleeps. */
function timedSource(objects: Record<string, { at: number; body: Uint8Array }>) {
  let clock = 0;
  const reads: string[] = [];
  const source: PartSource = {
    async read(key) {
      reads.push(key);
      const found = objects[key];
      return found && found.at <= clock ? found.body : null;
    },
  };
  const reading: PartReading = {
    maxBytes: 1000,
    maxMs: 10_000,
    gapMs: 3000,
    pollMs: 100,
    maxPollMs: 400,
    now: () => clock,
    sleep: async (ms) => void (clock += ms),
  };
  return { source, reading, reads, now: () => clock };
}

async function all(gen: AsyncIterable<Uint8Array>): Promise<number[]> {
  const seen: number[] = [];
  for await (const part of gen) seen.push(part[0]!);
  return seen;
}

describe('the live part reader', () => {
  it('yields parts in order, waiting for one not there yet, and stops at the final part', async () => {
    const { source, reading, reads } = timedSource({
      [`${prefix}part-00002.pcm`]: { at: 0, body: bytes(10, 2) }, // uploaded before part 1 (a retry): still read second
      [`${prefix}part-00001.pcm`]: { at: 700, body: bytes(10, 1) },
      [`${prefix}part-00003-final.pcm`]: { at: 1500, body: bytes(4, 3) },
      [`${prefix}part-00004.pcm`]: { at: 0, body: bytes(10, 4) }, // after the final part: never read
    });
    expect(await all(readParts(source, prefix, reading))).toEqual([1, 2, 3]);
    expect(reads).not.toContain(`${prefix}part-00004.pcm`);
    // A missing part is asked for under both names, again after a short wait.
    expect(reads.slice(0, 4)).toEqual([
      `${prefix}part-00001.pcm`,
      `${prefix}part-00001-final.pcm`,
      `${prefix}part-00001.pcm`,
      `${prefix}part-00001-final.pcm`,
    ]);
  });

  it('backs off while a part stays away, up to its longest wait', async () => {
    const sleeps: number[] = [];
    const { source, reading } = timedSource({ [`${prefix}part-00001-final.pcm`]: { at: 2000, body: bytes(2, 1) } });
    const traced: PartReading = { ...reading, sleep: async (ms) => (sleeps.push(ms), reading.sleep!(ms)) };
    expect(await all(readParts(source, prefix, traced))).toEqual([1]);
    expect(sleeps.slice(0, 5)).toEqual([100, 200, 400, 400, 400]);
  });

  it('gives up when the next part does not come within the gap', async () => {
    const { source, reading, now } = timedSource({ [`${prefix}part-00001.pcm`]: { at: 0, body: bytes(10, 1) } });
    const seen: number[] = [];
    await expect(async () => {
      for await (const part of readParts(source, prefix, reading)) seen.push(part[0]!);
    }).rejects.toThrow(LivePartsIncomplete);
    expect(seen).toEqual([1]);
    expect(now()).toBeGreaterThan(3000);
    expect(now()).toBeLessThan(3000 + 500);
  });

  it('gives up at the time cap even while parts keep coming', async () => {
    const objects: Record<string, { at: number; body: Uint8Array }> = {};
    for (let i = 1; i <= 100; i++)
      objects[`${prefix}part-${String(i).padStart(5, '0')}.pcm`] = { at: i * 1000, body: bytes(1, i) };
    const { source, reading } = timedSource(objects);
    await expect(all(readParts(source, prefix, reading))).rejects.toThrow(/no final part within 10000 ms/);
  });

  it('gives up when the parts carry more than a recording can', async () => {
    const { source, reading } = timedSource({
      [`${prefix}part-00001.pcm`]: { at: 0, body: bytes(600, 1) },
      [`${prefix}part-00002-final.pcm`]: { at: 0, body: bytes(600, 2) },
    });
    await expect(all(readParts(source, prefix, reading))).rejects.toThrow(/more than 1000 bytes/);
  });
});
