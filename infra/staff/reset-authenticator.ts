import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '../local/node-warnings';
import { defaultDataDir } from '../local/data-dir';
import { STACK_ENV_FILE } from '../local/stack';
import { resolveLoginId } from '#shared/auth/login-id';
import { findUserByLoginId } from '../../functions/core/users';
import { isStaff, resetAuthenticator } from '../../functions/identity/staff-mfa';

/**
 * `npm run staff:reset-authenticator <e-mail or mobile>`: a coach who lost their authenticator app
 * (docs/operations.md, "A coach lost their authenticator app"). Deletes the account's enrolled app
 * and ends every token it holds, so its next right PIN or OTP shows the setup again. Against the
 * running local stack, or — with APP_ENV, AWS_REGION and TABLE_MAIN set and AWS credentials — a
 * deployed environment. Only after the person was verified another way: the reset is the second
 * factor's replacement.
 */
async function main(): Promise<void> {
  const raw = process.argv[2] ?? '';
  const id = resolveLoginId(raw);
  if (!raw || !id.ok) fail('Give the coach’s e-mail or mobile number: npm run staff:reset-authenticator meera.coach@example.com');
  if (!process.env.APP_ENV) {
    const envFile = path.join(process.env.DATA_DIR ?? defaultDataDir, STACK_ENV_FILE);
    if (!existsSync(envFile)) fail('Start the local stack first (npm start), or set APP_ENV, AWS_REGION and TABLE_MAIN to reset on a deployed environment.');
    Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')));
  }
  for (const name of ['BUCKET_CONTENT', 'BUCKET_UPLOADS', 'BUCKET_GENERATED']) process.env[name] ??= 'not-used-by-the-reset';
  const user = await findUserByLoginId({ kind: id.kind, value: id.value });
  if (!user) fail(`No account has the login id ${raw}.`);
  if (!isStaff(user)) fail(`${raw} is not a staff account: learners have no authenticator to reset.`);
  const reset = await resetAuthenticator(user.userId);
  console.log(
    reset
      ? `The authenticator of ${raw} is removed and every session of the account is ended. Its next sign-in asks for the PIN or OTP, then shows the setup of a new app.`
      : `${raw} had no authenticator set up: nothing changed. Its next sign-in shows the setup.`,
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('The reset stopped:', error instanceof Error ? error.message : error);
  process.exit(1);
});
