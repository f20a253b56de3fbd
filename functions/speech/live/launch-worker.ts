import { config, required, world } from '../../lib/config';
import { log } from '../../lib/log';
import type { LiveJob } from './worker';

/**
 * Starts the live worker without waiting for it. On AWS: the worker Lambda (SPEECH_WORKER_FUNCTION,
 * the only function the session route may invoke) as an Event. Locally: the same module in the
 * background of this process, as the local stack runs every handler in-process.
 */
export async function launchLiveWorker(job: LiveJob): Promise<void> {
  if (world() === 'aws') {
    const functionName = required('SPEECH_WORKER_FUNCTION', 'Live speech');
    const { LambdaClient, InvokeCommand } = await import('@aws-sdk/client-lambda');
    await new LambdaClient({ region: config().region }).send(
      new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(job) }),
    );
    return;
  }
  // A computed specifier, so esbuild leaves the worker (and both speech engines) out of the
  // session route's bundle, where only the branch above runs.
  const worker = new URL('./worker.ts', import.meta.url).href;
  void (import(/* @vite-ignore */ worker) as Promise<typeof import('./worker')>)
    .then((m) => m.handler(job))
    .catch((error: unknown) =>
      log.error('speech.live_worker_failed', { recordingId: job.recordingId, error: String(error) }),
    );
}
