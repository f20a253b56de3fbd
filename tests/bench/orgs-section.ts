import { quotas } from '../olympiad/capacity-config';
import { measureOrgs, type OrgSize } from './orgs';
import { mark } from './stats';

/**
 * `npm run bench`, section `orgs` (docs/performance.md, "Organisations at 50,000 people"): the
 * console's pages and export at two sizes of organisation (./orgs.ts), then the limits an
 * organisation of 50,000 people meets, from those figures: a page's cost must not grow with the
 * organisation (the larger's page within `pageVsSmall` of the smaller's), and the export job at
 * 50,000 people must stay within half of each fixed limit.
 */
const orgBudgets = { pageVsSmall: 1.5, target: 0.5 } as const;

const TARGET_PEOPLE = 50_000;
/** The export function's timeout (infra/api/org-export-worker.ts; Lambda's own maximum is 15 minutes). */
const EXPORT_TIMEOUT_S = 600;
/** AWS Lambda: a synchronous answer carries at most 6 MB. */
const LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;
/** One orgMember item of the people index (about 450 bytes as claim writes it) read eventually consistent. */
const INDEX_READ_UNITS_PER_PERSON = 450 / 4096 / 2;

const ms = (n: number) => `${n.toFixed(0)} ms`;
const small = Number(process.env.BENCH_ORG_SMALL ?? 100);
const large = Number(process.env.BENCH_ORG_PEOPLE ?? 2000);

export async function orgsSection(stack: Parameters<typeof measureOrgs>[0], rounds: number): Promise<void> {
  console.log(
    `\nOrganisations: the console through the local API at ${small} and ${large} people (keys issued, each used by an account),`,
  );
  console.log(`${rounds * 4} interleaved rounds beside GET v3/user_profile; then the people export, press to file`);
  const [a, b] = await measureOrgs(stack, rounds, [small, large]);
  for (const s of [a!, b!])
    console.log(
      `  ${String(s.people).padStart(6)} people: people page 1 ${ms(s.p50.firstPeople)}, page ${s.pages} ${ms(s.p50.lastPeople)}, keys page 1 ${ms(s.p50.firstKeys)}, baseline ${ms(s.p50.baseline)}; export ${s.exportSeconds.toFixed(1)} s (${Math.round(s.people / s.exportSeconds)} people/s, ${(s.exportBytes / s.people).toFixed(0)} bytes a row)`,
    );
  // Both sizes were measured in the same interleaved rounds (./orgs.ts), so their ratio is the growth.
  for (const k of ['firstPeople', 'lastPeople', 'firstKeys'] as const) {
    const growth = b!.p50[k] / a!.p50[k];
    console.log(
      `  ${k.padEnd(12)} at ${large} ÷ at ${small} people: ${growth.toFixed(2)} (≤ ${orgBudgets.pageVsSmall}) ${mark(growth <= orgBudgets.pageVsSmall)}; ${(b!.p50[k] / b!.p50.baseline).toFixed(1)}× the baseline`,
    );
  }
  for (const line of capacityLines(b!)) console.log(line);
}

/** The fixed limits an organisation of 50,000 people meets, scaled from the larger organisation's figures. */
function capacityLines(s: OrgSize): string[] {
  const scale = TARGET_PEOPLE / s.people;
  const exportSeconds = s.exportSeconds * scale;
  const peoplePerSecond = s.people / s.exportSeconds;
  const rows: Array<[string, number, number, string]> = [
    ['the export job against its timeout (s)', EXPORT_TIMEOUT_S, exportSeconds, 'one run of the job'],
    ['Lambda answer, a People page of 25 (bytes, fixed)', LAMBDA_PAYLOAD_BYTES, s.pageBytes, 'any organisation'],
    [
      'the export file, were it a Lambda answer (bytes)',
      LAMBDA_PAYLOAD_BYTES,
      s.exportBytes * scale,
      'why it is an S3 file behind a presigned link',
    ],
    [
      'DynamoDB partition reads, the people index (units/s)',
      quotas.partitionReads.value,
      peoplePerSecond * INDEX_READ_UNITS_PER_PERSON,
      'ORGPEOPLE#<org>, read by the job a page at a time',
    ],
  ];
  return [
    `  at ${TARGET_PEOPLE.toLocaleString('en-GB')} people (from ${s.people}, linear: the job reads a page at a time; on AWS DynamoDB answers faster than DynamoDB Local)`,
    ...rows.map(([limit, quota, demand, what]) => {
      const use = demand / quota;
      const ok = what.startsWith('why') ? '' : ` ${mark(use <= orgBudgets.target)}`;
      return `  ${limit.padEnd(54)} ${Math.round(quota).toLocaleString('en-GB').padStart(10)}  ${Math.round(demand).toLocaleString('en-GB').padStart(11)}  use ${use.toFixed(3)}${ok}  ${what}`;
    }),
  ];
}
