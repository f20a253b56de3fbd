import { fail, runOperatorCommand } from '../config/operator-command';
import { runCalibration } from '../../functions/assessment/calibration/run-calibration';
import { CALIBRATION } from '../../functions/assessment/calibration/rasch';
import { GUESSING_FIT } from '../../functions/assessment/calibration/guessing-fit';

/**
 * `npm run calibrate [days]`: the scheduled calibration, run now, against the running local stack
 * or — with APP_ENV, AWS_REGION and TABLE_MAIN set and AWS credentials — a deployed environment.
 * Prints the proposed levels; the report is also stored (`CALIBRATION` / `REPORT#<time>`). Nothing
 * is applied: to accept a level, change `qlevel` in the package or bank and import it again.
 */
const days = Number(process.argv[2] ?? 90);
if (!Number.isInteger(days) || days < 1 || days > 730) fail('Give the number of days to read, 1 to 730 (default 90).');

async function main(): Promise<void> {
  const report = await runCalibration(days);
  console.log(
    `Calibration of the last ${days} days: ${report.attempts} finished attempts, ${report.items} items estimated (${report.converged ? 'converged' : 'NOT converged'}).`,
  );
  console.log(
    `Items with at least ${CALIBRATION.minResponses} responses are judged: drift over ${CALIBRATION.maxDrift} level, infit outside ${CALIBRATION.fit.low}–${CALIBRATION.fit.high}, or guessing more than ${GUESSING_FIT.maxDifference} from its type's.`,
  );
  const few = report.guessing.tooFewAnswers;
  console.log(
    `Guessing estimated for ${report.guessing.estimated} item(s); not for ${few.length}, which had fewer than ${GUESSING_FIT.minAnswers} answers from learners ${GUESSING_FIT.below} levels or more below them` +
      (few.length ? ` (questions ${few.slice(0, 20).join(', ')}${few.length > 20 ? ', …' : ''}).` : '.'),
  );
  if (!report.proposals.length) console.log('No item to review.');
  for (const p of report.proposals) {
    const proposal = p.proposedLevel === null ? 'keep the level, check the item' : `propose level ${p.proposedLevel}`;
    const guessing = p.guessing
      ? `, guessed ${p.guessing.estimated} ± ${p.guessing.se} where its type assumes ${p.guessing.assumed} (check the distractors)`
      : '';
    console.log(
      `  question ${p.item}: level ${p.level}, observed ${p.observed} ± ${p.se} from ${p.responses} answers, infit ${p.infit}, outfit ${p.outfit}${guessing} (${p.reasons.join(', ')}): ${proposal}`,
    );
  }
  console.log(`Report stored as CALIBRATION / REPORT#${report.runAt}. Nothing was changed.`);
}

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION and TABLE_MAIN to calibrate a deployed environment',
    unused: ['BUCKET_CONTENT', 'BUCKET_UPLOADS', 'BUCKET_GENERATED'],
    stopped: 'The calibration stopped:',
  },
  main,
);
