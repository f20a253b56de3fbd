import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import './node-warnings';
import { defaultDataDir, STACK_ENV_FILE } from './paths';

/**
 * What the operator commands share (npm run calibrate, flagged, content:import, read-aloud:warm,
 * staff:reset-authenticator): they run against the running local stack, found through its data
 * folder (DATA_DIR, else the default), or — with APP_ENV and the variables each names set, and AWS
 * credentials — a deployed environment. A wrong use ends with one sentence and exit code 1.
 */
export interface OperatorCommand {
  /**
   * The variables a deployed environment needs, and what the command does there: 'APP_ENV, AWS_REGION and TABLE_MAIN
   * to calibrate a deployed environment'.
   */
  deployed: string;
  /** Variables the command's code never reads but the function configuration requires (docs/local-stack.md). */
  unused: readonly string[];
  /** Said before the error when the command stops: 'The calibration stopped:'. */
  stopped: string;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Runs `main` once the environment is chosen (the caller has checked its arguments with `fail`). */
export function runOperatorCommand(command: OperatorCommand, main: () => Promise<void>): void {
  if (!process.env.APP_ENV) {
    const envFile = path.join(process.env.DATA_DIR ?? defaultDataDir, STACK_ENV_FILE);
    if (!existsSync(envFile)) fail(`Start the local stack first (npm start), or set ${command.deployed}.`);
    Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')));
  }
  for (const name of command.unused) process.env[name] ??= 'not-used-by-this-command';
  main().catch((error: unknown) => {
    console.error(command.stopped, error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
