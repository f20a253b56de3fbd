import { environment } from '../../functions/lib/config';
/**
 * Local fault injection (docs/operations.md): with FAULT_RATE set (0–1, off by default, never on
 * AWS), that share of the product's DynamoDB and S3 calls fails before reaching the store (added to
 * the clients by ./sdk-instruments.ts; decision 0712), as a throttle, a
 * timeout or a 5xx, each time the SDK tries, so the SDK's own retries (the same settings as in
 * production) and the product's idempotency are what keep the answer right.
 */
type Step = (args: unknown) => Promise<unknown>;

export function faultRate(env: NodeJS.ProcessEnv = environment()): number {
  if (env.AWS_LAMBDA_FUNCTION_NAME) return 0;
  const rate = Number(env.FAULT_RATE ?? 0);
  return Number.isFinite(rate) && rate > 0 ? Math.min(rate, 0.5) : 0;
}

const faults = [
  () =>
    Object.assign(new Error('Injected throttle'), {
      name: 'ThrottlingException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    }),
  () => Object.assign(new Error('Injected timeout'), { name: 'TimeoutError', $metadata: {} }),
  () =>
    Object.assign(new Error('Injected server error'), {
      name: 'InternalServerError',
      $fault: 'server',
      $metadata: { httpStatusCode: 500 },
    }),
];

export const injected = { count: 0 };

/** Adds the injector inside the SDK's retry loop (finalizeRequest, low priority: after the retry middleware). */
export function injectFaults(
  client: { middlewareStack: { add: (mw: (next: Step) => Step, options: Record<string, unknown>) => void } },
  rate: number,
): void {
  if (rate <= 0) return;
  client.middlewareStack.add(
    (next) => async (args) => {
      if (Math.random() < rate) {
        injected.count++;
        throw faults[Math.floor(Math.random() * faults.length)]!();
      }
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'fluentiaFaultInjection' },
  );
}
