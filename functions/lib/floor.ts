/**
 * Holds an answer until `floorMs` after the work began, whether the work succeeded or failed, so
 * how long a call takes does not say which path it took (an account that exists or not:
 * docs/security.md). Work that takes longer than the floor is not delayed further.
 */
export async function atLeast<T>(
  floorMs: number,
  work: () => Promise<T>,
  clock: { now(): number; sleep(ms: number): Promise<void> } = realClock,
): Promise<T> {
  const started = clock.now();
  const settled = await work().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const left = floorMs - (clock.now() - started);
  if (left > 0) await clock.sleep(left);
  if (settled.ok) return settled.value;
  throw settled.error;
}

const realClock = {
  now: () => performance.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
