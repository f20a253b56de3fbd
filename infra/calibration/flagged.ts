import { fail, runOperatorCommand } from '../config/operator-command';
import { flaggedSittings } from '../../functions/core/attempts/flagged-sittings';
import { PERSON_FIT } from '#shared/scoring/thresholds';

/**
 * `npm run flagged [days]`: the summative sittings of the last days whose answers look aberrant
 * (docs/scoring.md, "Aberrant patterns"), for a person to review, against the running local stack
 * or — with APP_ENV, AWS_REGION and TABLE_MAIN set and AWS credentials — a deployed environment.
 * A flag is a reason to look, not a verdict: nothing here changes a learner's level.
 */
const days = Number(process.argv[2] ?? 7);
if (!Number.isInteger(days) || days < 1 || days > 366) fail('Give the number of days to read, 1 to 366 (default 7).');

async function main(): Promise<void> {
  const flagged = await flaggedSittings(days);
  console.log(`Summative sittings flagged in the last ${days} day(s): ${flagged.length}.`);
  console.log(
    `'chance': blind answering explains the answers better than any level (ln ratio above ${PERSON_FIT.chanceAbove}); 'misfit': lz* below ${PERSON_FIT.lzBelow}.`,
  );
  for (const f of flagged) {
    const level = f.levels?.o_level ?? 'none';
    console.log(
      `  ${f.finishedAt}  ${f.elementName} (course ${f.courseId})  learner ${f.userId}  attempt ${f.attemptId}  level ${level}  ${f.personFit.reasons.join(', ')}  (chance ${f.personFit.chance}, lz* ${f.personFit.lzStar ?? '—'}, ${f.personFit.answers} answers)`,
    );
  }
}

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION and TABLE_MAIN to read a deployed environment',
    unused: ['BUCKET_CONTENT', 'BUCKET_UPLOADS', 'BUCKET_GENERATED'],
    stopped: 'The report stopped:',
  },
  main,
);
