import { partName } from '#shared/speech/live-parts';

/**
 * Reads a live recording's parts in order as the page uploads them (`part-00001.pcm`, …, the last
 * `part-0000n-final.pcm`). A part not there yet is asked for again shortly; the reading ends at the
 * final part, and gives up (throws) when the parts stop coming, run past the recording cap, or
 * carry more bytes than a recording can. Giving up only loses the live transcript: submitAnswer
 * then transcribes the uploaded WAV instead.
 */
export interface PartSource {
  /** The part's bytes, or null when no such object exists (yet). */
  read(key: string): Promise<Uint8Array | null>;
}

export interface PartReading {
  /** At most this many bytes in all. */
  maxBytes: number;
  /** The final part must have come within this long of the start. */
  maxMs: number;
  /** The next part must come within this long of the one before (or of the start). */
  gapMs: number;
  /** Wait between two looks for a part not there yet, doubling up to maxPollMs while it stays away. */
  pollMs: number;
  maxPollMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export class LivePartsIncomplete extends Error {
  override name = 'LivePartsIncomplete';
}

export async function* readParts(
  source: PartSource,
  prefix: string,
  options: PartReading,
): AsyncGenerator<Uint8Array, void, undefined> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = now();
  let lastPartAt = started;
  let total = 0;
  for (let index = 1; ; index++) {
    for (let wait = options.pollMs; ; wait = Math.min(wait * 2, options.maxPollMs)) {
      const plain = await source.read(prefix + partName(index, false));
      const body = plain ?? (await source.read(prefix + partName(index, true)));
      if (body) {
        total += body.length;
        if (total > options.maxBytes)
          throw new LivePartsIncomplete(`the parts carry more than ${options.maxBytes} bytes`);
        lastPartAt = now();
        yield body;
        if (!plain) return;
        break;
      }
      if (now() - started > options.maxMs) throw new LivePartsIncomplete(`no final part within ${options.maxMs} ms`);
      if (now() - lastPartAt > options.gapMs)
        throw new LivePartsIncomplete(`part ${index} did not come within ${options.gapMs} ms`);
      await sleep(wait);
    }
  }
}
