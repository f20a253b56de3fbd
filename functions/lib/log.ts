import { setting } from './config';
/**
 * Structured JSON logs, one line per event (CloudWatch Logs Insights reads the fields). Quiet when
 * LOG_LEVEL=silent, which the test suites set.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function threshold(): number {
  const level = (setting('LOG_LEVEL') ?? 'info') as Level | 'silent';
  return order[level] ?? order.info;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields }, errorReplacer);
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
