import { assumptions, type EventProfile } from './capacity-config';
import { capacityModel, type Row } from './capacity-model';
import { stepRates } from './event-timeline';
import { peakDemand } from './peak-demand';
import type { RecordingProfile } from './recording-profile';
import { eventSettings, type EventSettings } from './event-settings';

/** The capacity table `npm run bench` prints for an event profile, its highest utilisation and the limit that has it. */
const figure = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-GB') : n >= 10 ? n.toFixed(1) : n.toFixed(2));

export function capacityTable(profile: RecordingProfile, event: EventProfile, settings: EventSettings = eventSettings(event)): { lines: string[]; highest: Row } {
  const rows = capacityModel(profile, event, settings);
  const shape = peakDemand(profile, stepRates(event, profile.steps.answer.occurrences / profile.learners)).shape;
  const lines = [
    `  ${event.name}: sign-ins over ${event.signInMinutes} min, ${event.testMinutes.min}–${event.testMinutes.max} min on the test; at the peaks ${figure(shape.signIns)} sign-ins/s, ${figure(shape.answers)} answers/s, ${figure(shape.finishes)} finishes/s`,
    `  ${'service'.padEnd(12)}${'limit'.padEnd(46)}${"AWS's figure".padStart(13)}  ${'peak demand'.padStart(12)}  ${'use'.padStart(6)}  what`,
  ];
  for (const r of rows) {
    const flag = r.utilisation > 1 ? '  OVER' : r.utilisation > assumptions.target ? '  over target' : '';
    lines.push(`  ${r.service.padEnd(12)}${r.limit.padEnd(46)}${figure(r.quota.value).padStart(13)}  ${figure(r.demand).padStart(12)}  ${r.utilisation.toFixed(2).padStart(6)}  ${r.quota.unit}${r.what ? `; ${r.what}` : ''}${flag}`);
  }
  const highest = rows.reduce((a, b) => (b.utilisation > a.utilisation ? b : a));
  lines.push(`  highest utilisation ${highest.utilisation.toFixed(2)} (target ≤ ${assumptions.target}): ${highest.service} ${highest.limit}${highest.what ? ` (${highest.what})` : ''}`);
  return { lines, highest };
}
