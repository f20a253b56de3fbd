import type { Tracer } from '@aws-lambda-powertools/tracer';
import { setting, world } from './config';
import { importBeside } from './import-beside';
import { log } from './log';

/**
 * X-Ray spans on a function's AWS SDK calls and outbound HTTPS (Powertools Tracer), in the functions an
 * operator switches on with TRACE_AWS_CALLS=true (docs/operations.md, "Tracing"; ADR 0610). Off by
 * default: Lambda's active tracing records every invocation already, and the Tracer with the X-Ray SDK
 * costs about 127 KB and 23 ms of CPU at a cold start (ADR 0552), so it ships beside the bundle
 * (`tracer-kit.mjs`) and loads only where switched on. Clients are made in index.mjs and in the SDK kits
 * beside it (each a bundle with its own copy of this module), so the state lives on globalThis.
 */
interface TracingState {
  tracer?: Tracer;
  loading?: Promise<void>;
  waiting: object[];
}
const STATE = Symbol.for('fluentia.trace-calls');
const state: TracingState = ((globalThis as Record<symbol, TracingState | undefined>)[STATE] ??= { waiting: [] });

/** Whether this function traces its AWS calls (read on each use: an operator sets it per function). */
export function tracingAwsCalls(): boolean {
  return world() === 'aws' && setting('TRACE_AWS_CALLS') === 'true';
}

/** An AWS SDK client, traced now or once the Tracer has loaded where tracing is on; the same client. */
export function traced<T extends object>(client: T): T {
  if (!tracingAwsCalls()) return client;
  if (state.tracer) state.tracer.captureAWSv3Client(client);
  else state.waiting.push(client);
  return client;
}

/**
 * Loads the Tracer where tracing is on; every invocation awaits it before its handler runs (at once
 * after the first). A kit that fails to load costs the spans, never the request.
 */
export function prepareTracing(): Promise<void> {
  if (!tracingAwsCalls()) return Promise.resolve();
  state.loading ??= importBeside<typeof import('./powertools-tracer-kit')>(
    './tracer-kit.mjs',
    './powertools-tracer-kit.ts',
    import.meta.url,
  ).then(
    ({ Tracer }) => {
      const tracer = new Tracer({ serviceName: 'fluentia' });
      for (const client of state.waiting.splice(0)) tracer.captureAWSv3Client(client);
      state.tracer = tracer;
    },
    (error: unknown) => log.warn('tracing.unavailable', { error: String(error) }),
  );
  return state.loading;
}
