import { recordCall, recordingElapsed } from '../../functions/lib/traffic-recorder';
import type { SdkClient, SdkService } from '../../functions/lib/sdk-client-hooks';
import { describeDynamoCall } from './traffic-items';

/**
 * The traffic recorder's middleware on the product's SDK clients (decision 0712), added by the local
 * stack (./sdk-instruments.ts), never on Lambda: at the deserialize step, once for each attempt that
 * reaches the service (an injected fault or a retried throttle never arrives there), with the input
 * as sent and the output as received, filed under the recorded request (functions/lib/traffic-recorder.ts).
 * Outside a recorded request it only passes the call on.
 */
type Step = (args: { input: Record<string, unknown> }) => Promise<{ output: Record<string, unknown> }>;

/** Recording never changes an answer: a record it cannot make is counted, and the call goes on. */
export const recordingFailures: string[] = [];
function safely(run: () => void): void {
  try {
    run();
  } catch (error) {
    recordingFailures.push(String((error as Error).stack ?? error));
  }
}

export function recordCalls(client: SdkClient, service: SdkService): void {
  client.middlewareStack.add(
    ((next: Step, context: { commandName?: string }) => async (args: Parameters<Step>[0]) => {
      const at = recordingElapsed();
      if (at === undefined) return next(args);
      const operation = (context.commandName ?? 'Unknown').replace(/Command$/, '');
      const started = performance.now();
      const done = (ok: boolean, output: Record<string, unknown> | undefined, error?: string) =>
        recordCall({
          service,
          operation,
          at,
          ms: performance.now() - started,
          ok,
          ...(error ? { error } : {}),
          ...(service === 'dynamodb'
            ? { items: describeDynamoCall(operation, args.input, output) }
            : { key: String(args.input.Key ?? '') }),
        });
      let result: Awaited<ReturnType<Step>>;
      try {
        result = await next(args);
      } catch (error) {
        safely(() => done(false, undefined, (error as Error).name));
        throw error;
      }
      safely(() => done(true, result.output));
      return result;
    }) as never,
    { step: 'deserialize', priority: 'high', name: 'fluentiaTrafficRecorder' },
  );
}
