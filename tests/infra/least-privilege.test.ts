import { beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '#shared/api/routes';
import { Stack } from 'aws-cdk-lib';
import type { FluentiaApp } from '../../infra/app';
import { eventPlan } from '../../infra/config/olympiad-event';
import { envSettings } from '../../infra/config/environments';
import {
  concurrencyShares,
  PUBLIC_ROUTE_CONCURRENCY,
  reservedConcurrency,
} from '../../infra/config/reserved-concurrency';
import { allFunctions, logicalId, resources, roleStatements, synth, template } from './support';

/**
 * Least privilege in the account (decisions 0872-0875): each function writes its own log group only, the SMS senders
 * cannot publish to a topic, the uploads bucket is under a key of ours that only its readers and writers may use,
 * every log group is encrypted, the public routes cannot take the exam path's concurrency, and a failed asynchronous
 * run is kept.
 */
let prod: FluentiaApp;
beforeAll(() => {
  prod = synth('prod');
});

const stacksOf = (app: FluentiaApp) => app.app.node.children.filter((c): c is Stack => c instanceof Stack);

describe('function roles', () => {
  it('carry no AWS-managed execution policy and write logs to their own log group only', () => {
    for (const [name, route] of allFunctions(prod)) {
      const [, role] = resources(template(route.fn.stack), 'AWS::IAM::Role').find(
        ([id]) => id === logicalId(route.fn.stack, route.fn.role as never),
      )!;
      expect(role.Properties.ManagedPolicyArns, name).toBeUndefined();
      const logs = roleStatements(route.fn).filter((s) => [s.Action].flat().some((a) => a.startsWith('logs:')));
      expect(logs, name).toHaveLength(1);
      expect([logs[0]!.Action].flat().sort(), name).toEqual(['logs:CreateLogStream', 'logs:PutLogEvents']);
      expect(logs[0]!.Resource, name).toEqual({
        'Fn::GetAtt': [logicalId(route.fn.stack, route.logGroup), 'Arn'],
      });
    }
  });

  it('deny every SMS sender publishing to any topic (it texts phone numbers only)', () => {
    const senders = [...allFunctions(prod)].filter(([, fn]) =>
      roleStatements(fn.fn).some((s) => s.Effect === 'Allow' && [s.Action].flat().includes('sns:Publish')),
    );
    expect(senders.length).toBeGreaterThan(3);
    for (const [name, fn] of senders)
      expect(roleStatements(fn.fn), name).toContainEqual({
        Action: 'sns:Publish',
        Effect: 'Deny',
        Resource: 'arn:aws:sns:*:*:*',
      });
  });
});

describe('the uploads key', () => {
  it('encrypts the uploads bucket by default, rotates yearly, and uses an S3 Bucket Key', () => {
    const t = template(prod.data);
    const key = logicalId(prod.data, prod.data.uploadsKey);
    expect(resources(t, 'AWS::KMS::Key').find(([id]) => id === key)![1].Properties.EnableKeyRotation).toBe(true);
    const [, uploads] = resources(t, 'AWS::S3::Bucket').find(
      ([id]) => id === logicalId(prod.data, prod.data.buckets.uploads),
    )!;
    expect(uploads.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0]).toEqual({
      BucketKeyEnabled: true,
      ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: { 'Fn::GetAtt': [key, 'Arn'] } },
    });
  });

  it('may be used, through S3 only, by exactly the functions that read or write uploads', () => {
    let users = 0;
    for (const [name, fn] of allFunctions(prod)) {
      const statements = roleStatements(fn.fn);
      const s3 = statements.filter(
        (s) =>
          JSON.stringify(s.Resource).includes('Bucketuploads') &&
          [s.Action].flat().some((a) => a === 's3:GetObject' || a === 's3:PutObject'),
      );
      const kms = statements.filter((s) => JSON.stringify(s.Resource).includes('UploadsKey'));
      const reads = s3.some((s) => [s.Action].flat().includes('s3:GetObject'));
      const writes = s3.some((s) => [s.Action].flat().includes('s3:PutObject'));
      const granted = kms.flatMap((s) => [s.Action].flat()).sort();
      expect(granted, name).toEqual([...(reads ? ['kms:Decrypt'] : []), ...(writes ? ['kms:GenerateDataKey'] : [])]);
      for (const s of kms)
        expect(s.Condition, name).toEqual({ StringEquals: { 'kms:ViaService': 's3.ap-south-1.amazonaws.com' } });
      if (kms.length) users++;
    }
    expect(users).toBeGreaterThan(5);
  });
});

describe('log groups', () => {
  it('are every one encrypted with a key of ours that CloudWatch Logs may use for this account only', () => {
    for (const stack of stacksOf(prod)) {
      const t = template(stack);
      for (const [id, group] of resources(t, 'AWS::Logs::LogGroup')) {
        expect(group.Properties.KmsKeyId?.['Fn::GetAtt']?.[0], `${stack.stackName} ${id}`).toMatch(/^LogKey/);
        expect(group.Properties.RetentionInDays, id).toBeDefined();
      }
      for (const [, key] of resources(t, 'AWS::KMS::Key').filter(([id]) => id.startsWith('LogKey'))) {
        expect(key.Properties.EnableKeyRotation).toBe(true);
        expect(JSON.stringify(key.Properties.KeyPolicy)).toMatch(/logs\.[\w-]+\.amazonaws\.com/);
        expect(JSON.stringify(key.Properties.KeyPolicy)).toContain('kms:EncryptionContext:aws:logs:arn');
      }
    }
  });
});

describe('reserved concurrency', () => {
  it('caps each public route in prod, leaving the exam path the rest of the account', () => {
    const publicRoutes = routeEntries().filter(([, r]) => r.access === 'public');
    for (const [routeId] of publicRoutes) {
      const fn = allFunctions(prod).get(routeId)!;
      const [, resource] = resources(template(fn.fn.stack), 'AWS::Lambda::Function').find(
        ([id]) => id === logicalId(fn.fn.stack, fn.fn),
      )!;
      expect(resource.Properties.ReservedConcurrentExecutions, routeId).toBe(
        PUBLIC_ROUTE_CONCURRENCY[routeId as keyof typeof PUBLIC_ROUTE_CONCURRENCY],
      );
    }
    const shares = concurrencyShares(prod.settings);
    expect(shares.unreserved).toBeGreaterThanOrEqual(shares.quota / 2);
    // Nothing else reserves: an authenticated route is the exam path's.
    const reserving = [...allFunctions(prod)].filter(([, fn]) => reservedOf(fn.fn) !== undefined);
    expect(reserving.map(([id]) => id).sort()).toEqual(publicRoutes.map(([id]) => id).sort());
  });

  it('gives an exam-path route twice its provisioned instances on an olympiad, and refuses a plan that starves it', () => {
    const event = (children: number, lambdaConcurrency?: number) => ({
      ...prod.settings,
      event: { start: new Date(Date.now() + 86_400_000).toISOString(), minutes: 90, children, lambdaConcurrency },
    });
    const big = event(150_000, 5000);
    expect(reservedConcurrency(big, 'login')).toBe(2 * eventPlan(big.event).provisioned.login);
    expect(reservedConcurrency(big, 'login')).toBeGreaterThan(PUBLIC_ROUTE_CONCURRENCY.login);
    expect(reservedConcurrency(event(50_000), 'login')).toBe(PUBLIC_ROUTE_CONCURRENCY.login);
    expect(() => concurrencyShares(event(500_000))).toThrow(/Raise the account's quota/);
    expect(concurrencyShares(event(500_000, 20_000)).unreserved).toBeGreaterThan(10_000);
  });

  it('reserves nothing in dev, whose account may have a quota of 10', () => {
    // The settings the stacks read, for every public route (a dev synth would cost this file a whole build).
    for (const [routeId, route] of routeEntries())
      if (route.access === 'public') expect(reservedConcurrency(envSettings('dev'), routeId), routeId).toBeUndefined();
  });
});

describe('dead-letter queues', () => {
  it('keep the failed runs of every function invoked asynchronously (workers, scheduled jobs)', () => {
    const asyncFns = [
      ...Object.values(prod.routes).flatMap((s) => [s.speechWorker, s.orgExport].filter(Boolean)),
      prod.jobs.calibration,
      prod.jobs.expiryReminders,
      prod.jobs.callReminders,
      prod.jobs.erase,
      prod.jobs.exports,
    ];
    expect(asyncFns.length).toBe(7);
    for (const route of asyncFns) {
      const fn = route!.fn;
      const [, resource] = resources(template(fn.stack), 'AWS::Lambda::Function').find(
        ([id]) => id === logicalId(fn.stack, fn),
      )!;
      expect(resource.Properties.DeadLetterConfig?.TargetArn, fn.node.path).toBeDefined();
    }
  });
});

function reservedOf(fn: { stack: Stack; node: { defaultChild?: unknown } }): number | undefined {
  const [, resource] = resources(template(fn.stack), 'AWS::Lambda::Function').find(
    ([id]) => id === logicalId(fn.stack, fn),
  )!;
  return resource.Properties.ReservedConcurrentExecutions as number | undefined;
}
