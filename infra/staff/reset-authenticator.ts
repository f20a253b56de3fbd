import { fail, runOperatorCommand } from '../config/operator-command';
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
const raw = process.argv[2] ?? '';
const id = resolveLoginId(raw);
const ref =
  raw && id.ok
    ? { kind: id.kind, value: id.value }
    : fail('Give the coach’s e-mail or mobile number: npm run staff:reset-authenticator meera.coach@example.com');

async function main(): Promise<void> {
  const user = await findUserByLoginId(ref);
  if (!user) fail(`No account has the login id ${raw}.`);
  if (!isStaff(user)) fail(`${raw} is not a staff account: learners have no authenticator to reset.`);
  const reset = await resetAuthenticator(user.userId);
  console.log(
    reset
      ? `The authenticator of ${raw} is removed and every session of the account is ended. Its next sign-in asks for the PIN or OTP, then shows the setup of a new app.`
      : `${raw} had no authenticator set up: nothing changed. Its next sign-in shows the setup.`,
  );
}

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION and TABLE_MAIN to reset on a deployed environment',
    unused: ['BUCKET_CONTENT', 'BUCKET_UPLOADS', 'BUCKET_GENERATED'],
    stopped: 'The reset stopped:',
  },
  main,
);
