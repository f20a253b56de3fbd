import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeEntries, type RouteDef, type RouteId } from '#shared/api/routes';
import type { ForgedKind } from '../support/forged-tokens';
import {
  allowedRoles,
  coverageProblems,
  isPositive,
  routeFixtures,
  type ObjectKind,
  type RouteRequest,
} from '../support/route-fixtures';
import {
  callRoute,
  describeAnswer,
  errorOf,
  isGatewayRefusal,
  isIdentityRefusal,
  isRoleRefusal,
  isTokenRefusal,
  mapByLane,
  refusalLeaks,
  type Answer,
  type Call,
} from '../support/route-calls';
import { freshPerson, makeWorld, tokenOf, type Identity, type Role, type World } from '../support/route-world';
import { partition } from '../support/table';

/**
 * The authorisation matrix, generated from the route table (shared/api/routes.ts): every route as
 * every kind of caller, with the refusal its access level promises, and every route that takes an
 * id asked for another user's object. Fixtures: tests/support/route-fixtures.ts.
 */
const CONCURRENCY = 6;
/**
 * Each test makes every route × caller call (thousands): on a busy shared machine that takes longer than
 * the suite's 30-second default, which is a ceiling for single journeys, not for a generated sweep.
 */
const SWEEP = { timeout: 180_000 };
const roles: Role[] = [
  'learner',
  'otherLearner',
  'parent',
  'otherParent',
  'junior',
  'childToken',
  'coach',
  'orgAdmin',
  'otherOrgAdmin',
];
const forgedKinds: ForgedKind[] = [
  'bad signature',
  'alg none',
  'expired',
  'wrong audience',
  'wrong issuer',
  'access token use',
  'tampered payload',
  'HS256 with the public key',
  'delegation signed by another key',
  'session signed by another key',
  'session token of delegation use',
  'delegation token of session use',
  'session token naming a parent',
  'garbage',
];
const noGoodToken: Identity[] = [
  'none',
  ...forgedKinds.map((k) => `forged: ${k}` as const),
  'deletedJunior',
  'deletedChildToken',
  'loggedOut',
];

let world: World;
const tally = { calls: 0, fiveXX: 0, leaks: 0, refusals: 0 };

interface Cell {
  id: RouteId;
  route: RouteDef;
  who: string;
  call: Call;
  /** Returns what is wrong with the answer, or nothing. */
  judge: (a: Answer) => string | undefined;
  secrets?: string[];
}

/**
 * Runs the cells, each caller's in turn (`mapByLane`), and returns one line per failed cell. A
 * public route's cells are nobody's: they run side by side (sign-in answers wait out a fixed floor).
 */
async function run(cells: Cell[]): Promise<string[]> {
  const laneOf = (cell: Cell) => (cell.route.access === 'public' ? `${cell.who} ${cell.id}` : (cell.call.token ?? ''));
  const failures = await mapByLane(cells, laneOf, CONCURRENCY, judged);
  return failures.filter((f): f is string => Boolean(f));
}

async function judged(cell: Cell): Promise<string | undefined> {
  const answer = await callRoute(cell.route, cell.call);
  tally.calls++;
  if (answer.status >= 500) tally.fiveXX++;
  const wrong = answer.status >= 500 ? 'a 5xx' : cell.judge(answer);
  if (!wrong && answer.status >= 400) tally.refusals++;
  const leak = answer.status >= 400 && cell.secrets ? refusalLeaks(answer, cell.secrets) : undefined;
  if (leak) tally.leaks++;
  const problem = wrong ?? leak;
  return problem
    ? `${cell.route.method} ${cell.route.path} as ${cell.who}: ${problem} (got ${describeAnswer(answer)})`
    : undefined;
}

const protectedRoutes = () => routeEntries().filter(([, r]) => r.access !== 'public');
const request = async (id: RouteId): Promise<RouteRequest> => routeFixtures[id]!.valid(world);
const secretsOfAll = () => Object.values(world.people).flatMap((p) => p.secrets);

beforeAll(async () => {
  world = await makeWorld();
});

afterAll(() => {
  console.log(
    `[authorisation matrix] ${routeEntries().length} routes, ${tally.calls} calls, ${tally.refusals} refusals as expected, ${tally.fiveXX} 5xx seen, ${tally.leaks} leaks seen`,
  );
});

describe('the authorisation matrix', () => {
  it('has a fixture for every row of the route table, and every id-like input is declared', async () => {
    expect(await coverageProblems(world)).toEqual([]);
  });

  it(
    'refuses every protected route without a valid token: none, forged, a deleted child’s, after logout',
    SWEEP,
    async () => {
      const cells: Cell[] = [];
      for (const [id, route] of protectedRoutes()) {
        for (const who of noGoodToken) {
          const revokedChild = who === 'deletedJunior' || who === 'deletedChildToken';
          cells.push({
            id,
            route,
            who,
            call: { ...(await request(id)), token: tokenOf(world, who) },
            secrets: secretsOfAll(),
            judge: (a) => {
              if (who === 'none')
                return a.status === 401 && (isGatewayRefusal(a) || isTokenRefusal(a))
                  ? undefined
                  : 'not refused with 401';
              if (who.startsWith('forged')) return isTokenRefusal(a) ? undefined : 'a forged token was not refused';
              if (revokedChild && a.status === 404 && a.body?.data?.error === 'childNotFound') return undefined;
              return isIdentityRefusal(a) ? undefined : 'a revoked token was accepted';
            },
          });
        }
      }
      expect(await run(cells)).toEqual([]);
    },
  );

  it('lets each role through exactly the routes its access level allows', SWEEP, async () => {
    const cells: Cell[] = [];
    const late: Cell[] = [];
    // A call that ends its caller's session is made as a fresh person, so the others keep theirs.
    const enders = protectedRoutes().filter(([id]) => routeFixtures[id]!.endsSession);
    const freshPeople = new Map(
      await Promise.all(
        enders.flatMap(([id, route]) =>
          allowedRoles[route.access].map(async (role) => [`${id} ${role}`, await freshPerson(role)] as const),
        ),
      ),
    );
    for (const [id, route] of protectedRoutes()) {
      const fixture = routeFixtures[id]!;
      const allowed = allowedRoles[route.access];
      for (const role of roles) {
        const isAllowed = allowed.includes(role);
        const token = (freshPeople.get(`${id} ${role}`) ?? world.people[role]).token;
        const positive = role === allowed[0];
        const cell: Cell = {
          id,
          route,
          who: role,
          call: { ...(await request(id)), token },
          secrets: isAllowed ? undefined : secretsOfAll(),
          judge: (a) => {
            if (!isAllowed)
              return isRoleRefusal(a)
                ? undefined
                : `${role} is not allowed on an ${route.access} route but was not refused with 403`;
            if (isIdentityRefusal(a)) return `${role} is allowed on an ${route.access} route but was refused`;
            if (!positive || isPositive(fixture, a.status, errorOf(a))) return undefined;
            return `the fixture’s request did not succeed for its positive caller${fixture.positiveError ? ` (expected ${fixture.positiveError.join(' or ')})` : ''}`;
          },
        };
        (fixture.endsSession ? late : cells).push(cell);
      }
    }
    expect([...(await run(cells)), ...(await run(late))]).toEqual([]);
  });

  it('lets anyone call the public routes, with or without a token', SWEEP, async () => {
    const callers: Identity[] = [
      'none',
      'learner',
      'junior',
      'childToken',
      'forged: bad signature',
      'deletedJunior',
      'loggedOut',
    ];
    const cells: Cell[] = [];
    for (const [id, route] of routeEntries().filter(([, r]) => r.access === 'public')) {
      const fixture = routeFixtures[id]!;
      // Some valid requests start a sign-in first (verifyLoginOtp), which waits out its floor: make them side by side.
      const requests = await Promise.all(callers.map(() => request(id)));
      for (const [i, who] of callers.entries()) {
        cells.push({
          id,
          route,
          who,
          call: { ...requests[i], token: tokenOf(world, who) },
          judge: (a) => {
            if (isGatewayRefusal(a)) return 'a public route was refused by the gateway';
            if (who !== 'none' || isPositive(fixture, a.status, errorOf(a))) return undefined;
            return `the fixture’s request did not succeed${fixture.positiveError ? ` (expected ${fixture.positiveError.join(' or ')})` : ''}`;
          },
        });
      }
    }
    expect(await run(cells)).toEqual([]);
  });

  it('finds no user’s object for anyone else, and looks ids up exactly', SWEEP, async () => {
    /** Each kind of object: whose it is, its id, and who tries to reach it. */
    const objects: Record<ObjectKind, { owner: Role; ids: string[]; others: Role[] }> = {
      attempt: {
        owner: 'learner',
        ids: [world.attempt.attempt_id, world.finishedAttempt.attempt_id],
        others: ['otherLearner', 'parent', 'junior', 'childToken'],
      },
      child: { owner: 'parent', ids: [world.child.child_id], others: ['otherParent', 'learner'] },
      notification: { owner: 'learner', ids: [world.noteId], others: ['otherLearner'] },
      account: { owner: 'learner', ids: [world.people.learner.userId], others: ['otherLearner'] },
      recording: { owner: 'learner', ids: [world.recordingId], others: ['otherLearner', 'parent', 'junior'] },
      // An organisation's key, export and seats: another organisation's admin finds none of them.
      orgKey: { owner: 'orgAdmin', ids: [world.org.keyId], others: ['otherOrgAdmin'] },
      orgExport: { owner: 'orgAdmin', ids: [world.org.exportId], others: ['otherOrgAdmin'] },
      orgSeats: { owner: 'orgAdmin', ids: [world.org.seatsId], others: ['otherOrgAdmin'] },
      orgClass: { owner: 'orgAdmin', ids: [world.org.classId], others: ['otherOrgAdmin'] },
      orgClassChild: { owner: 'orgAdmin', ids: [world.org.classChildId], others: ['otherOrgAdmin'] },
    };
    const owners = [...new Set(Object.values(objects).map((o) => o.owner))];
    const before = await Promise.all(owners.map((o) => partition(`USER#${world.people[o].userId}`)));

    const cells: Cell[] = [];
    for (const [id, route] of routeEntries()) {
      const fixture = routeFixtures[id]!;
      for (const [input, kind] of Object.entries(fixture.owned ?? {})) {
        const object = objects[kind];
        const put = (req: RouteRequest, value: string): RouteRequest =>
          req.params && input in req.params
            ? { ...req, params: { ...req.params, [input]: value } }
            : { ...req, body: { ...req.body, [input]: input === 'ids' ? [value] : value } };
        for (const objectId of object.ids) {
          for (const other of object.others) {
            cells.push({
              id,
              route,
              who: `${other} asking for ${object.owner}’s ${kind} ${objectId} (${input})`,
              call: { ...put(await request(id), objectId), token: world.people[other].token },
              secrets: world.people[object.owner].secrets.filter((s) => s !== objectId),
              // Marking notifications read touches only the caller's own (a 200 that changes nothing); a recording
              // id is kept under its learner, so naming another's opens the caller's own session (decision 0862).
              // The owner's partition is compared below, and their secrets must not show.
              judge: (a) =>
                a.status < 300 && kind !== 'notification' && kind !== 'recording'
                  ? 'another user’s object was served'
                  : undefined,
            });
          }
          if (kind !== 'attempt' && kind !== 'child') continue;
          for (const prefix of [objectId.slice(0, 1), objectId.slice(0, 8)]) {
            cells.push({
              id,
              route,
              who: `${object.owner} asking for a prefix (${prefix}) of their own ${kind} id`,
              call: { ...put(await request(id), prefix), token: world.people[object.owner].token },
              judge: (a) => (a.status < 300 ? 'an id prefix was served: look-ups must be exact' : undefined),
            });
          }
        }
      }
    }
    expect(await run(cells)).toEqual([]);
    const after = await Promise.all(owners.map((o) => partition(`USER#${world.people[o].userId}`)));
    expect(after).toEqual(before);
  });
});
