import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_KEYS_PER_ISSUE } from '#shared/schemas/orgs';
import { csvLine } from '#shared/text/csv';
import { AppError } from '#shared/errors';
import * as keys from '../../functions/data/keys';
import { readOrg, readSeatPool, type OrgRecord } from '../../functions/core/store';
import { read } from '../../functions/core/store/items';
import * as z from 'zod/mini';
import { issueKeys } from '../../functions/orgs/issue';
import { fail, runOperatorCommand } from '../config/operator-command';
import { count, parse, say, slug, text } from './args';
import { unusedByOrgCommands } from './deployed';

/**
 * `npm run org:issue-keys -- --org <org id> --seats <seats id> --count N --batch <name> [--out file.csv]
 * [--dry-run]`: N keys of an organisation's seats, written to a CSV file (key, seats, last day) to hand
 * to the organisation; the keys exist in clear nowhere else (decision 0771). Issued in transactions of
 * up to 98 keys, each holding the seats' count, so a run stops with what it issued if the seats run out.
 * The batch's name makes the command idempotent: run again with the same name, it issues only what the
 * batch still lacks (after an interruption) and appends those to the same file, or nothing at all.
 */
const usage =
  'npm run org:issue-keys -- --org acme --seats acme-2026 --count 500 --batch acme-2026-first [--out acme-keys.csv] [--dry-run]';
const CHUNK = MAX_KEYS_PER_ISSUE - 1; // one item of each transaction is the batch's
/** A named batch's item: what it planned and has issued so far. */
const batchSchema = z.looseObject({ poolId: z.string(), planned: z.number(), issued: z.number() });

const { values, dryRun } = parse(
  process.argv.slice(2),
  {
    org: { type: 'string' },
    seats: { type: 'string' },
    count: { type: 'string' },
    batch: { type: 'string' },
    out: { type: 'string' },
  },
  usage,
);
const orgId = slug(text(values, 'org', usage), 'org');
const poolId = slug(text(values, 'seats', usage), 'seats');
const planned = count(text(values, 'count', usage), 'count', 100_000);
const batch = slug(text(values, 'batch', usage), 'batch');
const out = path.resolve(typeof values.out === 'string' ? values.out : `keys-${orgId}-${batch}.csv`);

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION, TABLE_MAIN and LICENCE_KEY_SECRET to issue keys on a deployed environment',
    unused: unusedByOrgCommands,
    stopped: 'The keys were not all issued:',
  },
  async () => {
    const org: OrgRecord = (await readOrg(orgId, true)) ?? fail(`No organisation has the id ${orgId}.`);
    const pool = (await readSeatPool(orgId, poolId)) ?? fail(`${orgId} has no seats ${poolId} (npm run org:seats).`);
    const done = await read(keys.orgKeyBatch(orgId, batch), batchSchema);
    if (done && (done.poolId !== poolId || done.planned !== planned))
      fail(`Batch ${batch} was ${done.planned} keys of ${done.poolId}: give another --batch name for other keys.`);
    let issued = done?.issued ?? 0;
    if (issued >= planned) return console.log(`Batch ${batch} is already issued (${issued} keys): nothing issued.`);
    const left = planned - issued;
    if (pool.issued + left > pool.seats)
      fail(`${poolId} has ${pool.seats - pool.issued} seats left, fewer than the ${left} keys asked for.`);
    if (dryRun) return say(true, '', `${left} keys of ${pool.name} would be issued into ${out}.`);
    if (!existsSync(out))
      writeFileSync(out, `\uFEFF${csvLine(['Key', 'Seats', 'Courses', 'Last day'])}\r\n`, { mode: 0o600 });
    const courses = pool.courses.map((c) => c.courseTitle).join('; ');
    while (issued < planned) {
      const n = Math.min(CHUNK, planned - issued);
      try {
        const chunk = await issueKeys(org, {
          poolId,
          count: n,
          by: 'operator',
          batch: { name: batch, planned, issuedBefore: issued },
        });
        appendFileSync(
          out,
          chunk.keys.map((k) => `${csvLine([k.key, pool.name, courses, pool.expiresOn])}\r\n`).join(''),
        );
        issued += n;
      } catch (error) {
        if (error instanceof AppError)
          fail(`${error.message} ${issued} of ${planned} keys were issued into ${out}; run again to go on.`);
        throw error;
      }
    }
    console.log(
      `${planned} keys of ${pool.name} are in ${out}. Hand the file to ${org.orgName} securely and delete your copy: the keys are kept nowhere else.`,
    );
  },
);
