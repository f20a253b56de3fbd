import { readOrg, type OrgRecord } from '../../functions/core/store';
import { addAdmin, removeAdmin } from '../../functions/orgs/admins';
import { OperatorRefusal } from '../../functions/orgs/org-records';
import { fail, runOperatorCommand } from '../config/operator-command';
import { deployed, loginRef, parse, say, slug, text } from './args';
import { cognitoGroup } from './cognito-group';
import { unusedByOrgCommands } from './deployed';

/**
 * `npm run org:admin -- add|remove <e-mail or mobile> --org <org id> [--name "…"] [--dry-run]`: an
 * organisation's admin (docs/organisations.md, "Admins"). Adding makes the account if the login id has
 * none (its owner proves it at the first sign-in: an OTP, or Forgot PIN, then an authenticator app);
 * removing ends every session of the account at once. On a deployed environment the account is also
 * put in (or taken out of) the user pool's `orgadmin` group, which its ID tokens then carry.
 */
const usage = 'npm run org:admin -- add|remove asha@acme.example --org acme [--name "Asha Rao"] [--dry-run]';

const { values, positionals, dryRun } = parse(
  process.argv.slice(2),
  { org: { type: 'string' }, name: { type: 'string' } },
  usage,
  2,
);
const action = positionals[0];
if (action !== 'add' && action !== 'remove') fail(`${action} is not add or remove. Use: ${usage}`);
const ref = loginRef(positionals[1], usage);
const orgId = slug(text(values, 'org', usage), 'org');
const fullName = typeof values.name === 'string' ? values.name.trim() : undefined;
if (fullName !== undefined && !/^[\p{L} .'-]{1,60}$/u.test(fullName))
  fail(`--name ${fullName} is not a person's name.`);

runOperatorCommand(
  {
    deployed:
      'APP_ENV, AWS_REGION, TABLE_MAIN, COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID to change an admin on a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'The admin was not changed:',
  },
  async () => {
    const org: OrgRecord = (await readOrg(orgId, true)) ?? fail(`No organisation has the id ${orgId}.`);
    try {
      const change =
        action === 'add'
          ? await addAdmin(org, ref, { ...(fullName ? { fullName } : {}), dryRun })
          : await removeAdmin(org, ref, { dryRun });
      if (!change.changed) {
        console.log(
          `${ref.value} ${action === 'add' ? 'is already' : 'is not'} an admin of ${org.orgName}: nothing changed.`,
        );
        return;
      }
      if (deployed() && !dryRun) await cognitoGroup(change.user, action === 'add');
      if (action === 'add')
        say(
          dryRun,
          `${ref.value} is an admin of ${org.orgName}${change.created ? ' (a new account)' : ''}. They sign in at the site with ${change.user.pinHash ? 'their PIN' : 'an OTP to their login id (or Forgot PIN)'}, then set up an authenticator app, and land in the console.`,
          `${ref.value} would become an admin of ${org.orgName}${change.created ? ' (a new account)' : ''}.`,
        );
      else
        say(
          dryRun,
          `${ref.value} is no longer an admin of ${org.orgName}; every session of theirs has ended.`,
          `${ref.value} would stop being an admin of ${org.orgName}.`,
        );
    } catch (error) {
      if (error instanceof OperatorRefusal) fail(error.message);
      throw error;
    }
  },
);
