import { DEFAULT_SPEAKING_LIMIT_SECONDS } from '#shared/content/course-flags';
import { SIGN_IN_PATHS } from '../../infra/edge/edge-stack';
import {
  assumptions,
  cognitoCategories,
  kmsQuotas,
  messageQuotas,
  quotas,
  type EventProfile,
  type Quota,
} from './capacity-config';
import { schoolPeak, stepRates } from './event-timeline';
import { STEPS, type RecordingProfile, type StepName } from './recording-profile';
import { partitionClass } from './key-classes';
import { peakDemand, type Peaks } from './peak-demand';
import { eventSettings, type EventSettings } from './event-settings';

/**
 * The olympiad capacity model (docs/performance.md, "Olympiad day"): for an event profile, the
 * peak demand on every AWS limit the journey touches, from the recording's per-step costs and the
 * event's timeline, beside AWS's figure. Utilisation is demand ÷ AWS's figure; the plan is at most
 * `assumptions.target` (0.5) everywhere at 50,000 children.
 */
export interface Row {
  service: string;
  limit: string;
  /** What took it (the hottest partition, the busiest function). */
  what?: string;
  quota: Quota;
  demand: number;
  utilisation: number;
}

const row = (service: string, limit: string, quota: Quota, demand: number, what?: string): Row => ({
  service,
  limit,
  quota,
  demand,
  utilisation: demand / quota.value,
  ...(what ? { what } : {}),
});
const cfg = (value: number, unit: string, source: string): Quota => ({ value, unit, source, adjustable: true });
const CONFIG = 'infra/config/environments.ts, olympiad-event.ts';

export function capacityModel(
  profile: RecordingProfile,
  event: EventProfile,
  settings: EventSettings = eventSettings(event),
): Row[] {
  const answersPerLearner = profile.steps.answer.occurrences / Math.max(1, profile.learners);
  const peaks = peakDemand(profile, stepRates(event, answersPerLearner), settings.provisioned);
  return [
    ...dynamoRows(profile, peaks, settings),
    ...lambdaRows(peaks, settings),
    ...apiRows(peaks, settings),
    ...wafRows(profile, event, answersPerLearner, settings),
    ...identityRows(peaks),
    ...otherRows(peaks),
  ];
}

function dynamoRows(profile: RecordingProfile, p: Peaks, settings: EventSettings): Row[] {
  const reads = top(p.partitionReads);
  const writes = top(p.partitionWrites);
  const item = top(p.conflictOccupancy);
  const own = profile.ownPeak;
  return [
    row(
      'DynamoDB',
      'hottest shared partition, reads',
      quotas.partitionReads,
      reads.value,
      reads.key && `${reads.key} (${partitionClass(reads.key)})`,
    ),
    row(
      'DynamoDB',
      'hottest shared partition, writes',
      quotas.partitionWrites,
      writes.value,
      writes.key && `${writes.key} (${partitionClass(writes.key)})`,
    ),
    row(
      'DynamoDB',
      `one learner's own partition, ${own.kind}s`,
      own.kind === 'read' ? quotas.partitionReads : quotas.partitionWrites,
      own.units,
      own.partition && `${partitionClass(own.partition)}, in one step`,
    ),
    row(
      'DynamoDB',
      'item shared by concurrent transactions',
      quotas.transactionsPerItem,
      item.value,
      item.key
        ? `${item.key}: ${(100 * (1 - Math.exp(-2 * item.value))).toFixed(0)} % of its transactions collide`
        : 'none: no item is written by more than one learner in a transaction',
    ),
    ...(settings.warmThroughput
      ? [
          row(
            'DynamoDB',
            'table reads (warm throughput, event mode)',
            cfg(settings.warmThroughput.readUnitsPerSecond, 'read units/s', CONFIG),
            p.tableReads,
          ),
          row(
            'DynamoDB',
            'table writes (warm throughput, event mode)',
            cfg(settings.warmThroughput.writeUnitsPerSecond, 'write units/s', CONFIG),
            p.tableWrites,
          ),
        ]
      : [
          row('DynamoDB', 'table reads (warm throughput)', quotas.tableWarmReads, p.tableReads),
          row('DynamoDB', 'table writes (warm throughput)', quotas.tableWarmWrites, p.tableWrites),
        ]),
    row('DynamoDB', 'table reads (table maximum)', quotas.tableMaxReads, p.tableReads),
    row('DynamoDB', 'table writes (table maximum)', quotas.tableMaxWrites, p.tableWrites),
  ];
}

function lambdaRows(p: Peaks, settings: EventSettings): Row[] {
  const scaling = top(p.scaleUp);
  const account = settings.lambdaConcurrency
    ? cfg(settings.lambdaConcurrency, 'concurrent executions (raised for the event)', CONFIG)
    : quotas.lambdaConcurrency;
  const warm = [...settings.provisioned.values()].reduce((a, b) => a + b, 0);
  return [
    row(
      'Lambda',
      'concurrent executions (all functions)',
      account,
      p.concurrency,
      `busiest ${top(p.functionConcurrency).key}${warm ? `; ${warm} provisioned` : ''}`,
    ),
    row(
      'Lambda',
      'scaling of one function',
      quotas.lambdaScaling,
      scaling.value,
      scaling.key ? `${scaling.key}${warm ? ', beyond its provisioned instances' : ''}` : undefined,
    ),
  ];
}

function apiRows(p: Peaks, settings: EventSettings): Row[] {
  return [
    row(
      'API Gateway',
      `stage throttle (${settings.name})`,
      cfg(settings.stageThrottle.rateLimit, `requests/s (burst ${settings.stageThrottle.burstLimit})`, CONFIG),
      p.apiRequests,
    ),
    row('API Gateway', 'account throttle', quotas.apiAccountThrottle, p.apiRequests),
  ];
}

function wafRows(profile: RecordingProfile, event: EventProfile, answers: number, settings: EventSettings): Row[] {
  const signInPaths = new Set<string>(SIGN_IN_PATHS);
  const perStep = (count: (step: StepName) => number) =>
    Object.fromEntries(STEPS.map((s) => [s, count(s)])) as Record<StepName, number>;
  const all = perStep(
    (s) =>
      profile.steps[s].apiRequests +
      profile.steps[s].siteRequests +
      (s === 'signin' ? assumptions.siteFilesPerChild : 0),
  );
  const signIn = perStep((s) =>
    [...profile.steps[s].routes]
      .filter(([route]) => signInPaths.has(route.split(' ')[1]!))
      .reduce((n, [, v]) => n + v, 0),
  );
  const school = `a school of ${event.school.children.toLocaleString('en-GB')} behind ${settings.waf.scope}`;
  return [
    row(
      'WAF',
      'sign-in rule, per address',
      cfg(settings.waf.signInLimit, 'requests per 5 minutes', CONFIG),
      schoolPeak(event, answers, signIn),
      school,
    ),
    row(
      'WAF',
      'general rule, per address',
      cfg(settings.waf.generalLimit, 'requests per 5 minutes', CONFIG),
      schoolPeak(event, answers, all),
      school,
    ),
  ];
}

function identityRows(p: Peaks): Row[] {
  const rows: Row[] = [];
  for (const [table, service] of [
    [cognitoCategories, 'cognito-idp'],
    [kmsQuotas, 'kms'],
  ] as const) {
    const byCategory = new Map<string, { quota: Quota; demand: number; ops: string[] }>();
    for (const [op, { category, quota }] of Object.entries(table)) {
      const demand = p.calls.get(`${service} ${op}`) ?? 0;
      const c = byCategory.get(category) ?? { quota, demand: 0, ops: [] };
      byCategory.set(category, { quota, demand: c.demand + demand, ops: demand ? [...c.ops, op] : c.ops });
    }
    for (const [category, c] of byCategory)
      if (c.demand)
        rows.push(row(service === 'kms' ? 'KMS' : 'Cognito', category, c.quota, c.demand, c.ops.join(', ')));
  }
  for (const [call, demand] of p.calls) {
    const [service, op] = call.split(' ');
    const known =
      service === 'cognito-idp' ? cognitoCategories[op!] : service === 'kms' ? kmsQuotas[op!] : messageQuotas[call];
    if (!known && (service === 'cognito-idp' || service === 'kms'))
      rows.push(row(service, `${op} (no quota category configured)`, cfg(0, 'unknown', 'capacity-config.ts'), demand));
  }
  return rows;
}

const SERVICE_NAMES: Record<string, string> = {
  sns: 'SNS',
  ses: 'SES',
  'transcribe-streaming': 'Transcribe',
  polly: 'Polly',
};

function otherRows(p: Peaks): Row[] {
  const rows = Object.entries(messageQuotas).map(([call, quota]) => {
    const [service, op] = call.split(' ') as [string, string];
    const rate = p.calls.get(call) ?? 0;
    // A stream stays open for the answer: at most DEFAULT_SPEAKING_LIMIT_SECONDS.
    const demand = service === 'transcribe-streaming' ? rate * DEFAULT_SPEAKING_LIMIT_SECONDS : rate;
    return row(SERVICE_NAMES[service] ?? service, op, quotas[quota], demand, rate ? undefined : 'not in the journey');
  });
  const puts = top(p.s3Puts);
  const gets = top(p.s3Gets);
  rows.push(
    row('S3', 'writes to one prefix', quotas.s3Writes, puts.value, puts.key),
    row('S3', 'reads from one prefix', quotas.s3Reads, gets.value, gets.key),
  );
  return rows;
}

function top(map: Map<string, number>): { key: string; value: number } {
  let best = { key: '', value: 0 };
  for (const [key, value] of map) if (value > best.value) best = { key, value };
  return best;
}
