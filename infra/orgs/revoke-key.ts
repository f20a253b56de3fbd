import { LICENCE_REF, licenceRef } from '../../functions/core/licence-keys';
import { readOrg } from '../../functions/core/store';
import { readLicence } from '../../functions/core/store';
import { revokeKey } from '../../functions/orgs/revoke';
import { AppError } from '#shared/errors';
import { fail, runOperatorCommand } from '../config/operator-command';
import { parse, say, slug, text } from './args';
import { unusedByOrgCommands } from './deployed';

/**
 * `npm run org:revoke-key -- <key, or its id from the console> --org <org id> [--dry-run]`: the same
 * revoke an admin makes in the console (functions/orgs/revoke.ts): the key's seat back to its pool, and
 * its holder, if any, signed out everywhere with the key's courses closed; what they earned stays.
 * A key already revoked is no change.
 */
const usage = 'npm run org:revoke-key -- FLU-7K2Q-M9XD-3HNB-WZ4T --org acme [--dry-run]';

const { values, positionals, dryRun } = parse(process.argv.slice(2), { org: { type: 'string' } }, usage, 1);
const orgId = slug(text(values, 'org', usage), 'org');
const given = positionals[0]!.trim();
if (!LICENCE_REF.test(given) && !/^[A-Za-z0-9-]{4,64}$/.test(given))
  fail(`${given} is neither a licence key nor a key's id. Use: ${usage}`);

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION, TABLE_MAIN and LICENCE_KEY_SECRET to revoke a key on a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'The key was not revoked:',
  },
  async () => {
    const org = (await readOrg(orgId, true)) ?? fail(`No organisation has the id ${orgId}.`);
    const ref = LICENCE_REF.test(given) && (await readLicence(given)) ? given : await licenceRef(given);
    const key = await readLicence(ref);
    if (!key || key.orgId !== orgId) fail(`${org.orgName} has no such key.`);
    if (key.state === 'revoked') return console.log(`The key ${key.masked} was already revoked: nothing changed.`);
    const holder = key.holderLoginId ? `; ${key.holderLoginId} is signed out and loses its courses` : '';
    if (dryRun) return say(true, '', `the key ${key.masked} (${key.state}) would be revoked${holder}.`);
    try {
      await revokeKey(orgId, ref, 'operator');
    } catch (error) {
      if (error instanceof AppError) fail(error.message);
      throw error;
    }
    console.log(`The key ${key.masked} is revoked${holder}. Its seat is back in ${key.poolId ?? 'no pool'}.`);
  },
);
