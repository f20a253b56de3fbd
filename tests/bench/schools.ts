import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import { MAX_ROSTER_ROWS } from '#shared/schemas/school-classes';
import { addAdmin } from '../../functions/orgs/admins';
import { saveOrg } from '../../functions/orgs/org-records';
import { quotas } from '../olympiad/capacity-config';
import { signIdToken } from '../support/tokens';
import { mark, quantile } from './stats';

/**
 * `npm run bench`, section `schools` (docs/performance.md, "Schools"): the runbook's largest school (1,200
 * children) registered through the local API as its coordinator's browser does it, a file of 150 children (the
 * most a file holds, decision 0891) for each of eight sections, each preview and registration timed beside a
 * plain signed-in GET in the same rounds; then a class's results page and the whole school's results export,
 * from the press to the file. The figures are ratios to the baseline and uses of the limits they meet.
 */
interface Stack {
  url: string;
  keys: { privateJwk: JWK };
}

const SCHOOL = 1200;
const SECTIONS = Math.ceil(SCHOOL / MAX_ROSTER_ROWS);
/** API Gateway's HTTP API ends an integration after 30 seconds: a registration's answer must come well inside. */
const API_TIMEOUT_MS = 30_000;
/** The export function's timeout (infra/api/org-export-worker.ts). */
const EXPORT_TIMEOUT_S = 600;
/** A registration writes four items a child (account, username, consent, class row), each in a transaction (×2). */
const WRITE_UNITS_PER_CHILD = 4 * 2;
/** Each figure within half of its limit. */
const TARGET_USE = 0.5;

/** A name of letters only (as a class file's names must be), different for each child of the school. */
function pupilName(n: number): string {
  let text = '';
  for (let rest = n + 26 * 27; rest > 0; rest = Math.floor(rest / 26))
    text = 'abcdefghijklmnopqrstuvwxyz'[rest % 26]! + text;
  return `Pupil ${text[0]!.toUpperCase()}${text.slice(1)}`;
}

export async function schoolsSection(stack: Stack): Promise<void> {
  const orgId = `bench-school-${randomUUID().slice(0, 8)}`;
  const org = { orgId, orgName: 'Bench School', kind: 'school' as const, contact: { name: 'Bench' } };
  await saveOrg(org, { dryRun: false });
  const email = `${orgId}-coordinator@bench.example`;
  const { user } = await addAdmin(
    org,
    { kind: 'email', value: email },
    { fullName: 'Bench Coordinator', dryRun: false },
  );
  const token = await signIdToken(stack.keys.privateJwk, {
    sub: user.userId,
    type: 'T',
    retail: false,
    groups: ['orgadmin'],
  });
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${stack.url}/${path}`, {
      method,
      headers: { 'access-token': token, platform: 'w1', 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
    if (json.code !== 200) throw new Error(`${path} answered ${json.code}: ${json.message}`);
    return { ms: performance.now() - started, data: json.data };
  };

  console.log(
    `\nSchools: the largest school of the runbook (${SCHOOL} children) registered as ${SECTIONS} files of ${MAX_ROSTER_ROWS} through the local API`,
  );
  const samples = { baseline: [] as number[], preview: [] as number[], register: [] as number[] };
  const started = performance.now();
  for (let s = 0; s < SECTIONS; s++) {
    const section = 'ABCDEFGHIJ'[s]!;
    await call('POST', 'v1/org/classes', { grade: 7, section, teacher: 'Bench Teacher' });
    const rows = Array.from(
      { length: MAX_ROSTER_ROWS },
      (_, i) => `${pupilName(s * MAX_ROSTER_ROWS + i)},7,${section}`,
    );
    const file = Buffer.from(['name,class,section', ...rows].join('\r\n') + '\r\n').toString('base64');
    samples.baseline.push((await call('GET', 'v3/user_profile')).ms);
    samples.preview.push((await call('POST', `v1/org/classes/7-${section.toLowerCase()}/preview`, { file })).ms);
    samples.baseline.push((await call('GET', 'v3/user_profile')).ms);
    samples.register.push(
      (await call('POST', `v1/org/classes/7-${section.toLowerCase()}/register`, { file, attest: true })).ms,
    );
  }
  const wholeSeconds = (performance.now() - started) / 1000;
  const results = [];
  for (let r = 0; r < 5; r++) {
    results.push((await call('GET', 'v1/org/classes/7-a/results')).ms);
    samples.baseline.push((await call('GET', 'v3/user_profile')).ms);
  }
  const exportSeconds = await timeExport(call);

  const p50 = (v: number[]) => quantile(v, 0.5);
  const base = p50(samples.baseline);
  const register = p50(samples.register);
  const perChildMs = register / MAX_ROSTER_ROWS;
  console.log(
    `  a file of ${MAX_ROSTER_ROWS}: preview ${p50(samples.preview).toFixed(0)} ms (${(p50(samples.preview) / base).toFixed(1)}× the baseline), register ${register.toFixed(0)} ms (${(register / base).toFixed(0)}× the baseline ${base.toFixed(0)} ms; ${perChildMs.toFixed(1)} ms a child, most of it the PIN's scrypt hash)`,
  );
  console.log(
    `  the whole school: ${SECTIONS} classes made, previewed and registered in ${wholeSeconds.toFixed(1)} s; a class's results page of ${MAX_ROSTER_ROWS} ${p50(results).toFixed(0)} ms (${(p50(results) / base).toFixed(1)}× the baseline); the school's results export ${exportSeconds.toFixed(1)} s`,
  );
  const rows: Array<[string, number, number]> = [
    ['a registration of 150 against the API timeout (ms)', API_TIMEOUT_MS, register],
    ["the school's results export against the job's timeout (s)", EXPORT_TIMEOUT_S, exportSeconds],
    [
      "the class's children partition, writes while registering (units/s)",
      quotas.partitionWrites.value,
      (MAX_ROSTER_ROWS * WRITE_UNITS_PER_CHILD) / 2 / (register / 1000),
    ],
  ];
  for (const [limit, quota, demand] of rows) {
    const use = demand / quota;
    console.log(
      `  ${limit.padEnd(68)} ${Math.round(quota).toLocaleString('en-GB').padStart(7)}  ${Math.round(demand).toLocaleString('en-GB').padStart(7)}  use ${use.toFixed(3)} ${mark(use <= TARGET_USE)}`,
    );
  }
}

type Call = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ ms: number; data: Record<string, unknown> }>;

/** The whole school's results of the final test, from the press to the file fetched through its link. */
async function timeExport(call: Call): Promise<number> {
  const started = performance.now();
  const { data } = await call('POST', 'v1/org/exports', { kind: 'results' });
  for (;;) {
    const { data: state } = await call('GET', `v1/org/exports/${String(data.export_id)}`);
    if (state.state === 'failed') throw new Error('The bench export failed.');
    if (state.state === 'ready' && typeof state.url === 'string') {
      await (await fetch(state.url)).arrayBuffer();
      if (state.rows !== SCHOOL) throw new Error(`The export has ${String(state.rows)} rows of ${SCHOOL}.`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
