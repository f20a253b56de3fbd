import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { resources, roleActions, synth, template } from './support';

/** The call-reminder job: every 5 minutes; Query, Get and Update on the table (no Scan); sends e-mail and SMS. */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

describe('call reminders job', () => {
  it('runs every 5 minutes, targeting the reminders function', () => {
    const t = template(dev.jobs);
    const rules = resources(t, 'AWS::Events::Rule').filter(
      ([, r]) => String(r.Properties.Description) === 'Coach call reminders',
    );
    expect(rules).toHaveLength(1);
    const [, rule] = rules[0]!;
    expect(rule.Properties.ScheduleExpression).toBe('rate(5 minutes)');
    expect(JSON.stringify(rule.Properties.Targets)).toContain(
      dev.jobs.getLogicalId(dev.jobs.callReminders.fn.node.defaultChild as never),
    );
  });

  it('finds calls by Query, marks them by conditional update, and may send messages; no Scan, Put or Delete', () => {
    const actions = roleActions(dev.jobs.callReminders.fn);
    for (const needed of ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'ses:SendEmail', 'sns:Publish'])
      expect(actions.has(needed)).toBe(true);
    for (const refused of ['dynamodb:Scan', 'dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect(actions.has(refused)).toBe(false);
  });
});
