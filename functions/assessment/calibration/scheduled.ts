import { runCalibration } from './run-calibration';
import { numberSetting } from '../../lib/config';
import { observed } from '../../lib/observe';

/**
 * The weekly calibration job (EventBridge schedule → this Lambda; infra/ops/jobs-stack.ts). Reads
 * the last CALIBRATION_DAYS days of kept responses and writes a report; changes no question.
 */
export const handler = observed(async function handler(): Promise<{ attempts: number; proposals: number }> {
  const report = await runCalibration(numberSetting('CALIBRATION_DAYS', 90));
  console.log(
    JSON.stringify({
      msg: 'calibration report',
      runAt: report.runAt,
      attempts: report.attempts,
      items: report.items,
      proposals: report.proposals.length,
      converged: report.converged,
    }),
  );
  return { attempts: report.attempts, proposals: report.proposals.length };
});
