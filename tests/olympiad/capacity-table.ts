import { assumptions, type EventProfile } from './capacity-config';
import { capacityModel, type Row } from './capacity-model';
import { stepRates } from './event-timeline';
import { peakDemand } from './peak-demand';
import type { RecordingProfile } from './recording-profile';
import { eventSettings, type EventSettings } from './event-settings';

/**
 * The capacity table `npm run bench` prints for an event profile: each limit, AWS's figure (or our
 * setting), the peak demand, the utilisation and, where it is over the target and can be raised,
 * the figure to ask for (demand ÷ target). Then the highest utilisation as things stand, and the
 * highest among the limits nobody can raise: what no quota request fixes.
 */
const figure = (n: number) =>
  n >= 100 ? Math.round(n).toLocaleString('en-GB') : n >= 10 ? n.toFixed(1) : n.toFixed(2);
/** Two significant figures, rounded up: a quota to ask for. */
const askFor = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / step) * step;
};

export interface CapacityTable {
  lines: string[];
  rows: Row[];
  highest: Row;
  /** The highest among the limits no request can raise. */
  highestFixed: Row;
}

export function capacityTable(
  profile: RecordingProfile,
  event: EventProfile,
  settings: EventSettings = eventSettings(event),
): CapacityTable {
  const rows = capacityModel(profile, event, settings);
  const shape = peakDemand(
    profile,
    stepRates(event, profile.steps.answer.occurrences / profile.learners),
    settings.provisioned,
  ).shape;
  const lines = [
    `  ${event.name} (${settings.name}): sign-ins over ${event.signInMinutes} min, ${event.testMinutes.min}–${event.testMinutes.max} min on the test; at the peaks ${figure(shape.signIns)} sign-ins/s, ${figure(shape.answers)} answers/s, ${figure(shape.finishes)} finishes/s`,
    `  ${'service'.padEnd(12)}${'limit'.padEnd(46)}${"AWS's figure".padStart(13)}  ${'peak demand'.padStart(12)}  ${'use'.padStart(6)}  ${'raise to'.padStart(9)}  what`,
  ];
  for (const r of rows) {
    const over = r.utilisation > assumptions.target;
    const raise = over && r.quota.adjustable ? figure(askFor(r.demand / assumptions.target)) : over ? 'cannot' : '';
    const flag = r.utilisation > 1 ? '  OVER' : over ? '  over target' : '';
    lines.push(
      `  ${r.service.padEnd(12)}${r.limit.padEnd(46)}${figure(r.quota.value).padStart(13)}  ${figure(r.demand).padStart(12)}  ${r.utilisation.toFixed(2).padStart(6)}  ${raise.padStart(9)}  ${r.quota.unit}${r.what ? `; ${r.what}` : ''}${flag}`,
    );
  }
  const top = (of: Row[]) => of.reduce((a, b) => (b.utilisation > a.utilisation ? b : a));
  const highest = top(rows);
  const highestFixed = top(rows.filter((r) => !r.quota.adjustable));
  const name = (r: Row) => `${r.service} ${r.limit}${r.what ? ` (${r.what})` : ''}`;
  lines.push(
    `  highest utilisation ${highest.utilisation.toFixed(2)} (target ≤ ${assumptions.target}): ${name(highest)}`,
  );
  lines.push(`  highest of the limits no request raises ${highestFixed.utilisation.toFixed(2)}: ${name(highestFixed)}`);
  return { lines, rows, highest, highestFixed };
}
