import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { setting } from './config';

/**
 * Structured JSON logs, one line per event, written by Powertools for AWS Lambda's Logger (docs/operations.md,
 * "Logs"): every line carries the service, the level, the time and, inside an invocation, the Lambda request id,
 * the cold-start flag and the caller's correlation id, so CloudWatch Logs Insights finds one request's lines.
 * Callers use `log.info(message, fields)`; nothing else in functions/ touches the Logger. Quiet when
 * LOG_LEVEL=silent, which the test suites set; the level is read on each call because the local stack and the
 * tests change it while a process runs.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
type Fields = Record<string, unknown>;
const levels = new Set(['debug', 'info', 'warn', 'error', 'silent']);

const logger = new Logger({ serviceName: 'fluentia', logLevel: currentLevel() });

function currentLevel(): Uppercase<Level | 'silent'> {
  const level = (setting('LOG_LEVEL') ?? 'info').toLowerCase();
  return (levels.has(level) ? level : 'info').toUpperCase() as Uppercase<Level | 'silent'>;
}

function write(level: Level, message: string, fields: Fields = {}): void {
  const wanted = currentLevel();
  if (logger.getLevelName() !== wanted) logger.setLogLevel(wanted);
  logger[level](message, fields);
}

/**
 * Starts an invocation's log context, replacing the previous invocation's: the Lambda request id and
 * cold-start flag (`addContext`) and the keys the HTTP pipeline adds (the correlation id, API Gateway's
 * request id).
 */
export function beginInvocation(context: Context | undefined, keys: Record<string, string | undefined> = {}): void {
  logger.resetKeys();
  if (context?.awsRequestId) logger.addContext(context);
  const present = Object.entries(keys).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (present.length) logger.appendKeys(Object.fromEntries(present));
}

export const log = {
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
};
