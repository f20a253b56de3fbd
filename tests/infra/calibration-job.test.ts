import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { resources, roleActions, synth, template } from './support';

/** The weekly calibration job: a schedule, a function that may only Query and write its report. */
let dev: FluentiaApp;
let prod: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
  prod = synth('prod');
});

describe('calibration job', () => {
  it('runs every Monday at 02:00 UTC from an EventBridge schedule, targeting the calibration function', () => {
    const t = template(dev.jobs);
    const rules = resources(t, 'AWS::Events::Rule').filter(([, r]) =>
      String(r.Properties.Description).includes('calibration'),
    );
    expect(rules).toHaveLength(1); // (the daily expiry reminders have their own rule)
    const [, rule] = rules[0]!;
    expect(rule.Properties.ScheduleExpression).toBe('cron(0 2 ? * MON *)');
    expect(JSON.stringify(rule.Properties.Targets)).toContain(
      dev.jobs.getLogicalId(dev.jobs.calibration.fn.node.defaultChild as never),
    );
    expect(
      resources(t, 'AWS::Lambda::Permission').some(([, p]) => p.Properties.Principal === 'events.amazonaws.com'),
    ).toBe(true);
  });

  it('reads kept responses by Query and writes only its report: no Scan, no update or delete of questions', () => {
    const actions = roleActions(dev.jobs.calibration.fn);
    expect(actions.has('dynamodb:Query')).toBe(true);
    expect(actions.has('dynamodb:PutItem')).toBe(true);
    for (const refused of ['dynamodb:Scan', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect(actions.has(refused)).toBe(false);
  });

  it('uses the house function with the time a calibration of 90 days needs', () => {
    const [, fn] = resources(template(dev.jobs), 'AWS::Lambda::Function').find(([, f]) =>
      f.Properties.Description?.startsWith('Weekly Rasch'),
    )!;
    expect(fn.Properties.Timeout).toBe(900);
    expect(fn.Properties.Environment.Variables.CALIBRATION_DAYS).toBe('90');
  });

  it('alarms in prod when a run fails, like every function', () => {
    expect(resources(template(prod.jobs), 'AWS::CloudWatch::Alarm').length).toBeGreaterThan(0);
    expect(resources(template(dev.jobs), 'AWS::CloudWatch::Alarm')).toHaveLength(0);
  });
});
