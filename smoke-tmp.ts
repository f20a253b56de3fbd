import { startTestStack } from './tests/support/test-stack';
import { runOlympiad } from './tests/olympiad/olympiad-run';
import { profileRecording } from './tests/olympiad/recording-profile';
import { capacityTable } from './tests/olympiad/capacity-table';
import { eventProfiles } from './tests/olympiad/capacity-config';
import { recordingFailures } from './functions/lib/traffic-recorder';

const stack = await startTestStack('none');
try {
  const n = Number(process.env.N ?? 60);
  const f = await runOlympiad(stack, { children: n, concurrency: Number(process.env.C ?? n), faultRate: Number(process.env.F ?? 0.05), dropRate: Number(process.env.F ?? 0.05), record: true, population: { grades: [5, 7] } });
  const { recording, verdict, ...rest } = f;
  console.log(JSON.stringify(rest), JSON.stringify(verdict, null, 1));
  console.log('recording failures', recordingFailures.length, recordingFailures[0]);
  const profile = profileRecording(recording);
  console.log('learners', profile.learners, 'shared', profile.sharedPartitions, 'own', profile.ownPartitions, 'txn ms', profile.transactionMs.toFixed(1), 'ownPeak', JSON.stringify(profile.ownPeak));
  for (const [s, d] of Object.entries(profile.steps)) console.log(s, d.occurrences, 'api', d.apiRequests.toFixed(2), 'site', d.siteRequests.toFixed(2), [...d.invocations].map(([k, v]) => `${k}:${v.count.toFixed(2)}x${(v.ms / v.count).toFixed(0)}ms`).join(' '), [...d.calls].map(([k, v]) => `${k}:${v.toFixed(2)}`).join(' '), 'table', JSON.stringify(d.table), 'conflict', JSON.stringify([...d.conflictItems]));
  console.log('cached', profile.cached.length, 'perInstance', JSON.stringify(profile.perInstance));
  for (const e of eventProfiles) console.log(capacityTable(profile, e).lines.join('\n'));
} finally {
  await stack.teardown();
}
