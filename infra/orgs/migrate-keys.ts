import { migrateKeys } from '../../functions/orgs/migrate-keys';
import { runOperatorCommand } from '../config/operator-command';
import { parse, say } from './args';
import { unusedByOrgCommands } from './deployed';
import { legacyKeyPage } from './legacy-keys';

/**
 * `npm run org:migrate-keys [-- --dry-run]`: every licence key still stored in clear becomes a key stored by
 * its hash (functions/orgs/migrate-keys.ts; decision 0771). Run once after the deploy that brings
 * hashed keys; again, it finds nothing. Its one Scan of the table is an operator's, never a request's.
 */
const { dryRun } = parse(process.argv.slice(2), {}, 'npm run org:migrate-keys [-- --dry-run]');

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION, TABLE_MAIN and LICENCE_KEY_SECRET to migrate a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'The migration stopped (the keys done so far are done; run it again):',
  },
  async () => {
    const result = await migrateKeys({ dryRun, pages: legacyKeyPage });
    if (!result.found) return console.log('No key is stored in clear: nothing to do.');
    say(
      dryRun,
      `${result.migrated} keys are now stored by their hash; none is left in clear.`,
      `${result.found} keys stored in clear would be migrated.`,
    );
  },
);
