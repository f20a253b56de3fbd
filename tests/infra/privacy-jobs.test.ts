import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { resources, roleActions, roleStatements, synth, template } from './support';

/**
 * Children's data on AWS (decisions 0801-0803): the erase job hourly and the export job every minute, with
 * grants that reach the subject's own prefixes and never Scan; raw recordings expire by their tag after the
 * environment's days; downloads after a week.
 */
let dev: FluentiaApp;
beforeAll(() => {
  dev = synth('dev');
});

describe('the privacy jobs', () => {
  it('erase hourly and build downloads every minute, each targeting its own function', () => {
    const t = template(dev.jobs);
    const rule = (description: string) =>
      resources(t, 'AWS::Events::Rule').find(([, r]) => r.Properties.Description === description)![1];
    expect(rule('Hourly erase after the undo window').Properties.ScheduleExpression).toBe('rate(1 hour)');
    expect(JSON.stringify(rule('Hourly erase after the undo window').Properties.Targets)).toContain(
      dev.jobs.getLogicalId(dev.jobs.erase.fn.node.defaultChild as never),
    );
    expect(rule('Data downloads').Properties.ScheduleExpression).toBe('rate(1 minute)');
  });

  it('read by Query and delete by key and prefix, never Scan', () => {
    for (const fn of [dev.jobs.erase.fn, dev.jobs.exports.fn]) {
      const actions = roleActions(fn);
      expect(actions.has('dynamodb:Query')).toBe(true);
      expect(actions.has('dynamodb:Scan')).toBe(false);
    }
    const erase = roleStatements(dev.jobs.erase.fn);
    const deletes = erase.find((s) => [s.Action].flat().includes('s3:DeleteObjectVersion'))!;
    const resources = JSON.stringify(deletes.Resource);
    for (const prefix of ['speech/*', 'video/*', 'users/*', 'certificates/*', 'bills/*', 'exports/*'])
      expect(resources).toContain(prefix);
    expect(resources).not.toContain('"/*"');
    expect(roleActions(dev.jobs.exports.fn).has('s3:DeleteObject')).toBe(false);
  });
});

describe('the uploads bucket', () => {
  it('expires raw recordings by their tag after the environment’s days, and downloads after a week', () => {
    const t = template(dev.data);
    const rules = resources(t, 'AWS::S3::Bucket').flatMap(
      ([, b]) => (b.Properties.LifecycleConfiguration?.Rules ?? []) as Array<Record<string, any>>,
    );
    for (const prefix of ['speech/', 'video/'])
      expect(rules).toContainEqual(
        expect.objectContaining({
          Prefix: prefix,
          TagFilters: [{ Key: 'retention', Value: 'raw' }],
          ExpirationInDays: 90,
          Status: 'Enabled',
        }),
      );
    expect(rules).toContainEqual(expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 7 }));
  });
});
