import type { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { setting } from './config';
import { importBeside } from './import-beside';

/**
 * Structured JSON logs, one line per event, written by Powertools for AWS Lambda's Logger (docs/operations.md,
 * "Logs and metrics"): every line carries the service, the level, the time and, inside an invocation, the
 * Lambda request id, the cold-start flag and the HTTP pipeline's keys (correlation id, API Gateway's request
 * id). Callers use `log.info(message, fields)`; nothing else in functions/ touches the Logger. Quiet when
 * LOG_LEVEL=silent, which the test suites set; the level is read on each call because the local stack and the
 * tests change it while a process runs.
 *
 * The Logger is loaded by the first line written, not at import, and ships beside the bundle
 * (./powertools-logger-kit.ts): a function whose invocation logs nothing neither loads nor parses it
 * in its cold start (ADRs 0550, 0600; docs/performance.md). Lines written before it is loaded
 * wait in order; the pipeline awaits `logsWritten()` before it answers.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

interface Invocation {
  context?: Context;
  keys: Record<string, string>;
  coldStart: boolean;
}

let logger: Logger | undefined;
let loading: Promise<void> | undefined;
const waiting: [Level, string, Fields][] = [];
let invocations = 0;
let invocation: Invocation = { keys: {}, coldStart: false };
let applied: Invocation | undefined;

function currentLevel(): Level | 'silent' {
  const level = (setting('LOG_LEVEL') ?? 'info').toLowerCase() as Level | 'silent';
  return level in order ? level : 'info';
}

function write(level: Level, message: string, fields: Fields = {}): void {
  if (order[level] < order[currentLevel()]) return;
  if (logger) return emit(logger, level, message, fields);
  waiting.push([level, message, fields]);
  loading ??= importBeside<typeof import('./powertools-logger-kit')>(
    './logger-kit.mjs',
    './powertools-logger-kit.ts',
    import.meta.url,
  ).then(({ Logger }) => {
    // Cold start is the process's first invocation, not the first one that happened to log.
    class InvocationLogger extends Logger {
      protected override getColdStart(): boolean {
        return invocation.coldStart;
      }
    }
    const loaded = new InvocationLogger({ serviceName: 'fluentia', logLevel: 'DEBUG' });
    logger = loaded;
    for (const line of waiting.splice(0)) emit(loaded, ...line);
  });
}

function emit(target: Logger, level: Level, message: string, fields: Fields): void {
  if (applied !== invocation) {
    target.resetKeys();
    if (invocation.context?.awsRequestId) target.addContext(invocation.context);
    if (Object.keys(invocation.keys).length) target.appendKeys(invocation.keys);
    applied = invocation;
  }
  target[level](message, fields);
}

/**
 * Starts an invocation's log context, replacing the previous invocation's: the Lambda request id and
 * cold-start flag (`addContext`) and the keys the HTTP pipeline adds (the correlation id, API Gateway's
 * request id).
 */
export function beginInvocation(context: Context | undefined, keys: Record<string, string | undefined> = {}): void {
  invocations += 1;
  const present = Object.entries(keys).filter((entry): entry is [string, string] => Boolean(entry[1]));
  invocation = {
    ...(context ? { context } : {}),
    keys: Object.fromEntries(present),
    coldStart: invocations === 1 && setting('AWS_LAMBDA_INITIALIZATION_TYPE') === 'on-demand',
  };
}

/** Resolves when every line written so far is out (the Logger's first load is asynchronous). */
export async function logsWritten(): Promise<void> {
  await loading;
}

export const log = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
