/**
 * The Jobs stack's frequent schedules, played locally by a timer (EventBridge's part): every 5
 * minutes the call-reminder job runs in-process against DynamoDB Local and writes its messages to
 * the outbox. A run that fails is printed and the next one tries again, as on AWS. The daily and
 * weekly jobs are left to be run by hand (tests call them with an injected clock).
 */
export interface LocalJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export function startLocalJobs(
  jobs: readonly LocalJob[],
  report: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = job.run().catch((error: unknown) => report(`  ${job.name} failed: ${String(error)}`));
      running.add(run);
      void run.finally(() => running.delete(run));
    }, job.everyMs),
  );
  for (const timer of timers) timer.unref();
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}
