import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '../local/node-warnings';
import { defaultDataDir } from '../local/data-dir';
import { STACK_ENV_FILE } from '../local/stack';
import { flaggedSittings } from '../../functions/core/attempts/flagged-sittings';
import { PERSON_FIT } from '#shared/scoring/thresholds';

/**
 * `npm run flagged [days]`: the summative sittings of the last days whose answers look aberrant
 * (docs/scoring.md, "Aberrant patterns"), for a person to review, against the running local stack
 * or — with APP_ENV, AWS_REGION and TABLE_MAIN set and AWS credentials — a deployed environment.
 * A flag is a reason to look, not a verdict: nothing here changes a learner's level.
 */
async function main(): Promise<void> {
  const days = Number(process.argv[2] ?? 7);
  if (!Number.isInteger(days) || days < 1 || days > 366) fail('Give the number of days to read, 1 to 366 (default 7).');
  if (!process.env.APP_ENV) {
    const envFile = path.join(process.env.DATA_DIR ?? defaultDataDir, STACK_ENV_FILE);
    if (!existsSync(envFile)) fail('Start the local stack first (npm start), or set APP_ENV, AWS_REGION and TABLE_MAIN to read a deployed environment.');
    Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')));
  }
  for (const name of ['BUCKET_CONTENT', 'BUCKET_UPLOADS', 'BUCKET_GENERATED']) process.env[name] ??= 'not-used-by-this-report';

  const flagged = await flaggedSittings(days);
  console.log(`Summative sittings flagged in the last ${days} day(s): ${flagged.length}.`);
  console.log(`'chance': blind answering explains the answers better than any level (ln ratio above ${PERSON_FIT.chanceAbove}); 'misfit': lz* below ${PERSON_FIT.lzBelow}.`);
  for (const f of flagged) {
    const level = f.levels?.o_level ?? 'none';
    console.log(`  ${f.finishedAt}  ${f.elementName} (course ${f.courseId})  learner ${f.userId}  attempt ${f.attemptId}  level ${level}  ${f.personFit.reasons.join(', ')}  (chance ${f.personFit.chance}, lz* ${f.personFit.lzStar ?? '—'}, ${f.personFit.answers} answers)`);
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('The report stopped:', error instanceof Error ? error.message : error);
  process.exit(1);
});
