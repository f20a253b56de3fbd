import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeEntries, type RouteDef } from '#shared/api/routes';
import { isEnvelope } from '#shared/api/envelope';
import { outboxCount } from '../support/api-client';
import { badInputsFor, type BadInput } from '../support/bad-inputs';
import { allowedRoles, routeFixtures } from '../support/route-fixtures';
import { callRoute, describeAnswer, isGatewayRefusal, mapByLane, mapLimit, type Answer } from '../support/route-calls';
import { makeWorld, type World } from '../support/route-world';
import { partition } from '../support/table';

/**
 * Bad input for every route that takes a body, a query or a path parameter, generated from the
 * route table and the fixtures' valid requests (tests/support/bad-inputs.ts): malformed JSON, wrong
 * types, nulls, arrays, 100 KB strings, deep nesting, prototype names, control characters,
 * undecodable and over-long path ids. Each must get a 4xx envelope, never a 5xx, and write nothing.
 */
const CONCURRENCY = 6;
/** Every route × bad input (about 1,600 calls): the suite's 30-second default is for single journeys. */
const SWEEP = { timeout: 180_000 };
let world: World;
const tally = { routes: 0, inputs: 0, fiveXX: 0, accepted: 0 };

interface Case extends BadInput {
  route: RouteDef;
  token: string | undefined;
}

beforeAll(async () => {
  world = await makeWorld();
});

afterAll(() => {
  console.log(
    `[bad input] ${tally.routes} routes, ${tally.inputs} bad inputs tried, ${tally.fiveXX} 5xx seen, ${tally.accepted} hostile-but-legitimate values accepted`,
  );
});

/**
 * Phone numbers and e-mails in the valid requests: a refused call must send them nothing and create nothing for them.
 *
 */
const CONTACT = /^(\d{10}|[^@\s]+@[^@\s]+)$/;

/**
 * Everything a refused call could have written: every test person's partition, and each contact's sign-up, sends and
 * outbox.
 */
async function state(contacts: string[]) {
  const people = Object.values(world.people).map((p) => `USER#${p.userId}`);
  const keys = [
    ...people,
    ...contacts.flatMap((c) => [`PENDING#${c}`, `SENDS#${c}`, `LOGIN#phone#${c}`, `LOGIN#email#${c}`]),
  ];
  const items = await mapLimit(keys, CONCURRENCY, async (pk) => [pk, await partition(pk)] as const);
  const outbox = await mapLimit(contacts, CONCURRENCY, async (c) => [c, await outboxCount(c)] as const);
  return { items: Object.fromEntries(items), outbox: Object.fromEntries(outbox) };
}

function problemWith(c: Case, a: Answer): string | undefined {
  if (a.status >= 500) return 'a 5xx';
  if (c.mayAccept && a.status < 300) return undefined;
  if (a.status < 400) return 'accepted';
  if (c.anonymous && isGatewayRefusal(a)) return undefined;
  if (!isEnvelope(a.body) || a.body.status !== false || a.body.code !== a.status) return 'not a 4xx envelope';
  return undefined;
}

/** The items of a partition that refused calls added, removed or changed. */
function changes(pk: string, before: Array<Record<string, unknown>>, after: Array<Record<string, unknown>>): string[] {
  const bySk = (items: Array<Record<string, unknown>>) => new Map(items.map((i) => [String(i.sk), JSON.stringify(i)]));
  const [was, now] = [bySk(before), bySk(after)];
  const sks = new Set([...was.keys(), ...now.keys()]);
  return [...sks]
    .filter((sk) => was.get(sk) !== now.get(sk))
    .map(
      (sk) =>
        `calls that must be refused ${!was.has(sk) ? 'added' : !now.has(sk) ? 'removed' : 'changed'} ${pk} ${sk}: ${now.get(sk)?.slice(0, 200) ?? ''}`,
    );
}

/**
 * Each caller's cases in turn, callers in parallel (`mapByLane`); cases that must be refused write
 * nothing, so a route's run beside the caller's other routes, and public routes' beside each other.
 */
async function run(cases: Case[], lane: (c: Case) => string): Promise<string[]> {
  const problems = await mapByLane(cases, lane, CONCURRENCY, async (c) => {
    const answer = await callRoute(c.route, { ...c.call, token: c.anonymous ? undefined : c.token });
    tally.inputs++;
    if (answer.status >= 500) tally.fiveXX++;
    if (c.mayAccept && answer.status < 300) tally.accepted++;
    const problem = problemWith(c, answer);
    return problem
      ? `${c.route.method} ${c.route.path} with ${c.what}: ${problem} (got ${describeAnswer(answer)})`
      : undefined;
  });
  return problems.filter((p): p is string => Boolean(p));
}

describe('bad input to every route', () => {
  it('is refused with a 4xx envelope, never a 5xx, and writes nothing', SWEEP, async () => {
    const refused: Case[] = [];
    const hostile: Case[] = [];
    const contacts = new Set<string>();
    for (const [id, route] of routeEntries()) {
      const fixture = routeFixtures[id]!;
      // A call that ends its caller's session takes no input to break (logout, PIN reset).
      if (fixture.endsSession) continue;
      const valid = await fixture.valid(world);
      const role = allowedRoles[route.access][0];
      const token = role ? world.people[role].token : undefined;
      const cases = badInputsFor(route, fixture, valid);
      if (!cases.length) continue;
      tally.routes++;
      for (const value of Object.values(valid.body ?? {}))
        if (typeof value === 'string' && CONTACT.test(value)) contacts.add(value);
      for (const c of cases) (c.mayAccept ? hostile : refused).push({ ...c, route, token });
    }

    const before = await state([...contacts]);
    const problems = await run(refused, (c) => `${c.token ?? 'public'} ${c.route.path} ${c.route.method}`);
    const after = await state([...contacts]);
    for (const [pk, items] of Object.entries(after.items)) problems.push(...changes(pk, before.items[pk] ?? [], items));
    for (const [to, count] of Object.entries(after.outbox))
      if (count !== before.outbox[to]) problems.push(`calls that must be refused sent ${to} a message`);
    // Values that may be accepted run after the comparison: an accepted one may write.
    problems.push(...(await run(hostile, (c) => c.token ?? `public ${c.route.path}`)));
    expect(problems).toEqual([]);
  });
});
