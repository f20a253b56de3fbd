import { routes, type RouteId } from '#shared/api/routes';
import { envSettings } from '../../infra/config/environments';
import { eventPlan } from '../../infra/config/olympiad-event';
import type { EventProfile } from './capacity-config';

/**
 * What the CDK configuration sets for the event the model looks at: production's settings with
 * event mode planned for this event (infra/config/olympiad-event.ts: the stage throttle, provisioned
 * concurrency per function, the table's warm throughput, WAF limits for a registered school's
 * address and the account's Lambda concurrency), as `-c event` would deploy them.
 */
export interface EventSettings {
  name: string;
  stageThrottle: { rateLimit: number; burstLimit: number };
  waf: { signInLimit: number; generalLimit: number; scope: string };
  warmThroughput?: { readUnitsPerSecond: number; writeUnitsPerSecond: number };
  /** Provisioned concurrency by function (as the recorder names functions: a route's handler path). */
  provisioned: Map<string, number>;
  lambdaConcurrency?: number;
}

/** The functions that are not routes, by the names the recorder gives them. */
const WORKERS: Record<string, string> = { authorizer: 'identity/authorizer' };

export function eventSettings(event: EventProfile, options: { eventMode?: boolean } = {}): EventSettings {
  const prod = envSettings('prod');
  if (options.eventMode === false) {
    return {
      name: 'prod',
      stageThrottle: prod.throttle,
      waf: { ...prod.waf, scope: 'any address' },
      provisioned: new Map(),
    };
  }
  const minutes =
    event.signInMinutes +
    Math.ceil(event.startDelaySeconds.max / 60) +
    event.testMinutes.max +
    Math.ceil(event.resultDelaySeconds / 60);
  const plan = eventPlan({
    start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    minutes,
    children: event.children,
    schoolAddresses: ['203.0.113.7/32'],
    largestSchool: event.school.children,
    lambdaConcurrency: event.lambdaConcurrency,
  });
  const provisioned = new Map(
    Object.entries(plan.provisioned).map(([id, n]) => [WORKERS[id] ?? routes[id as RouteId]?.handler ?? id, n]),
  );
  return {
    name: 'prod, event mode',
    stageThrottle: plan.stageThrottle,
    waf: {
      signInLimit: plan.waf.schoolSignInLimit,
      generalLimit: plan.waf.schoolGeneralLimit,
      scope: "a registered school's address",
    },
    warmThroughput: plan.warmThroughput,
    provisioned,
    ...(plan.event.lambdaConcurrency ? { lambdaConcurrency: plan.event.lambdaConcurrency } : {}),
  };
}
