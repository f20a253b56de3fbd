import { parseArgs, type ParseArgsConfig } from 'node:util';
import { resolveLoginId } from '#shared/auth/login-id';
import type { LoginIdRef } from '../../functions/core/users';
import { fail } from '../config/operator-command';

/**
 * The arguments of the organisation commands (docs/operations.md, "Onboarding an organisation"): each
 * bad one ends the command with one sentence naming it and how the command is used, before anything
 * is read or written.
 */
export type Options = NonNullable<ParseArgsConfig['options']>;

export function parse(argv: string[], options: Options, usage: string, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: { ...options, 'dry-run': { type: 'boolean' } }, allowPositionals: true });
  } catch (error) {
    fail(`${(error as Error).message.split('. ')[0]!.replace(/\.$/, '')}. Use: ${usage}`);
  }
  if (parsed.positionals.length !== positionals)
    fail(
      `${positionals ? `Give ${positionals} value${positionals > 1 ? 's' : ''} besides the options` : 'Give only options'}. Use: ${usage}`,
    );
  const values = parsed.values as Record<string, string | string[] | boolean | undefined>;
  return { values, positionals: parsed.positionals, dryRun: values['dry-run'] === true };
}

export function text(values: Record<string, unknown>, name: string, usage: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value.trim()) fail(`--${name} is missing. Use: ${usage}`);
  return value.trim();
}

/** An id of ours: lower-case letters, digits and dashes, as organisations and pools are named. */
export function slug(value: string, name: string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,47}$/.test(value))
    fail(`--${name} ${value} is not an id: use lower-case letters, digits and dashes, at most 48 (e.g. acme-2026).`);
  return value;
}

export function date(value: string, name: string): string {
  const ok = /^\d{4}-\d\d-\d\d$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
  if (!ok) fail(`--${name} ${value} is not a date: write it as YYYY-MM-DD (e.g. 2027-03-31).`);
  return value;
}

export function count(value: string, name: string, max: number): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > max) fail(`--${name} ${value} is not a whole number from 1 to ${max}.`);
  return n;
}

/** An e-mail or a 10-digit mobile number, as the login page takes them. */
export function loginRef(raw: string | undefined, usage: string): LoginIdRef {
  const id = resolveLoginId(raw ?? '');
  if (!raw || !id.ok || (id.kind !== 'email' && id.kind !== 'phone'))
    fail(`${raw ? `${raw} is not an e-mail or a mobile number` : 'Give an e-mail or a mobile number'}. Use: ${usage}`);
  return { kind: id.kind, value: id.value };
}

/** True when the command works on a deployed environment (no local DynamoDB endpoint). */
export function deployed(): boolean {
  return !process.env.DYNAMODB_ENDPOINT;
}

export function say(dryRun: boolean, done: string, would: string): void {
  console.log(dryRun ? `Dry run: ${would} Nothing was written.` : done);
}
