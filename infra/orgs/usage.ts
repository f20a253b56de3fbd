import { readOrg } from '../../functions/core/store';
import { poolViews } from '../../functions/orgs/seats';
import { fail, runOperatorCommand } from '../config/operator-command';
import { parse, slug, text } from './args';
import { unusedByOrgCommands } from './deployed';

/**
 * `npm run org:usage -- --org <org id>`: what an organisation has of its seats, per pool (the console's
 * overview, for an operator). It only reads.
 */
const usage = 'npm run org:usage -- --org acme';

const { values } = parse(process.argv.slice(2), { org: { type: 'string' } }, usage);
const orgId = slug(text(values, 'org', usage), 'org');

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION and TABLE_MAIN to report on a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'No report:',
  },
  async () => {
    const org = (await readOrg(orgId, true)) ?? fail(`No organisation has the id ${orgId}.`);
    const pools = await poolViews(orgId);
    console.log(`${org.orgName} (${org.kind ?? 'kind not set'}), contact ${org.contact?.name ?? 'not set'}`);
    if (!pools.length) return console.log('No seats yet (npm run org:seats).');
    console.table(
      pools.map((p) => ({
        seats: p.seats_id,
        name: p.name,
        bought: p.seats,
        issued: p.issued,
        used: p.used,
        unused: p.unused,
        left: p.left,
        'last day': `${p.expires_on}${p.expired ? ' (expired)' : p.expiring ? ' (soon)' : ''}`,
      })),
    );
  },
);
