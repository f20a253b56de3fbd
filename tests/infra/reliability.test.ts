import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { allFunctions, logicalId, resources, synth, template } from './support';

/**
 * Production's safety nets (decisions 0222–0223): every function alarms on errors, throttles and p99 latency;
 * failed payments alarm; the scheduled job retries and keeps failures in a dead-letter queue that
 * alarms; tables have point-in-time recovery and buckets versioning in prod. Dev has no alarms.
 */
let prod: FluentiaApp;
let dev: FluentiaApp;
beforeAll(() => {
  prod = synth('prod');
  dev = synth('dev');
});

const alarmsOf = (app: FluentiaApp) =>
  [...new Set([...allFunctions(app).values()].map((f) => f.fn.stack))].flatMap((stack) =>
    resources(template(stack), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties),
  );

describe('production alarms', () => {
  it('watch every function for errors, throttles and p99 latency', () => {
    const alarms = alarmsOf(prod);
    const functions = allFunctions(prod).size;
    for (const metric of ['Errors', 'Throttles'])
      expect(alarms.filter((a) => a.MetricName === metric).length, metric).toBeGreaterThanOrEqual(functions);
    const latency = alarms.filter((a) => a.MetricName === 'Duration' && a.ExtendedStatistic === 'p99');
    expect(latency.length).toBeGreaterThanOrEqual(functions);
    expect(latency.find((a) => String(a.AlarmDescription).startsWith('submitAnswer'))?.Threshold).toBe(23200); // 80 % of its 29 s
    expect(alarms.every((a) => a.AlarmActions?.length && a.OKActions?.length)).toBe(true);
    expect(alarmsOf(dev)).toEqual([]);
  });

  it('counts failed payments from the log of each route that settles orders and alarms at 5 in 5 minutes', () => {
    for (const [routeId, metric] of [
      ['processPayment', 'FailedPayments'],
      ['paytmCallback', 'FailedPayments-paytmCallback'],
      ['paytmWebhook', 'FailedPayments-paytmWebhook'],
      ['stripeWebhook', 'FailedPayments-stripeWebhook'],
    ]) {
      const stack = allFunctions(prod).get(routeId!)!.fn.stack;
      template(stack).hasResourceProperties('AWS::Logs::MetricFilter', {
        MetricTransformations: [Match.objectLike({ MetricName: metric, MetricNamespace: 'Fluentia' })],
      });
      template(stack).hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: metric, Threshold: 5 });
    }
  });

  it('retries the scheduled job twice, then keeps it in a dead-letter queue that alarms', () => {
    const jobs = template(prod.jobs);
    jobs.hasResourceProperties('AWS::Events::Rule', {
      Targets: [
        Match.objectLike({
          RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 7200 },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
    jobs.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: 14 * 86400 });
    // Both jobs (weekly calibration, daily expiry reminders) retry into the same queue.
    jobs.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(30 3 * * ? *)',
      Targets: [Match.objectLike({ RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 7200 } })],
    });
    jobs.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
  });

  it('keeps point-in-time recovery on the tables and versions on the buckets in prod', () => {
    template(prod.data).allResourcesProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    // The data buckets; the log bucket beside them is emptied by its lifecycle (decision 0871).
    for (const bucket of Object.values(prod.data.buckets))
      expect(
        resources(template(prod.data), 'AWS::S3::Bucket').find(([id]) => id === logicalId(prod.data, bucket))![1]
          .Properties.VersioningConfiguration,
      ).toEqual({ Status: 'Enabled' });
  });
});
