import { beforeAll, describe, expect, it } from 'vitest';
import type { FluentiaApp } from '../../infra/app';
import { EXAM_PATH, eventPlan, type OlympiadEvent } from '../../infra/config/olympiad-event';
import { allFunctions, resources, synth, template } from './support';

/**
 * Event mode (decision 0348): an environment expecting an olympiad gets the day's stage throttle,
 * provisioned concurrency on the exam path scheduled around the start, the table's warm throughput,
 * WAF limits a school behind one address can pass, and the day's alarms; without an event, none.
 */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
const event: OlympiadEvent = {
  start: inDays(7),
  minutes: 90,
  children: 50_000,
  schoolAddresses: ['203.0.113.7/32', '198.51.100.0/28'],
  largestSchool: 1200,
};
const plan = eventPlan(event);
const examFunctions = [...Object.keys(EXAM_PATH), 'authorizer', 'writingCheck'];

let normal: FluentiaApp;
let olympiad: FluentiaApp;
beforeAll(() => {
  normal = synth('prod');
  olympiad = synth('prod', { event: JSON.stringify(event) });
});

const stacksOf = (app: FluentiaApp) => [app.data, app.identity, app.api, app.edge, ...Object.values(app.routes)];
const all = (app: FluentiaApp, type: string) =>
  stacksOf(app).flatMap((s) => resources(template(s), type).map(([id, r]) => ({ id, stack: s, ...r })));

describe('the plan of an olympiad of 50,000 children', () => {
  it('sets the stage to twice the peak of requests, the burst to the account’s 5,000, and the table’s warm throughput to twice the answers’ writes', () => {
    expect(plan.peakRequests).toBe(3067);
    expect(plan.stageThrottle).toEqual({ rateLimit: 6200, burstLimit: 5000 });
    expect(plan.warmThroughput).toEqual({ writeUnitsPerSecond: 40_000, readUnitsPerSecond: 24_600 });
    // Instances for the expected concurrency of each function at its peak (rate × seconds).
    expect(plan.provisioned.submitAnswer).toBe(300);
    expect(plan.provisioned.login).toBe(84);
    expect(plan.warmAt.toISOString()).toBe(new Date(Date.parse(event.start) - 30 * 60_000).toISOString());
    expect(plan.coolAt.toISOString()).toBe(new Date(Date.parse(event.start) + 120 * 60_000).toISOString());
  });

  it('gives a registered school’s address its own limits: every child signing in within five minutes, twice over', () => {
    // 1,200 children, 1.5 sign-in requests each (a parent's OTP is two), twice over
    expect(plan.waf.schoolSignInLimit).toBe(3600);
    expect(plan.waf.schoolGeneralLimit).toBeGreaterThan(plan.waf.generalLimit);
  });

  it('refuses an event that is over, has no time zone or no children', () => {
    expect(() => synth('prod', { event: JSON.stringify({ ...event, start: '2020-01-01T10:00:00+05:30' }) })).toThrow(
      'is over',
    );
    expect(() => synth('prod', { event: JSON.stringify({ ...event, start: '2027-02-14T10:00:00' }) })).toThrow(
      'time zone',
    );
    expect(() => synth('prod', { event: JSON.stringify({ ...event, children: 0 }) })).toThrow('above zero');
    expect(() => synth('prod', { event: JSON.stringify({ ...event, schoolAddresses: ['school.example'] }) })).toThrow(
      'CIDR',
    );
  });
});

describe('event mode', () => {
  it('provisions each exam-path function on an alias, scheduled from 30 minutes before the start until 30 minutes after the end', () => {
    const targets = all(olympiad, 'AWS::ApplicationAutoScaling::ScalableTarget');
    expect(targets).toHaveLength(examFunctions.length);
    const functions = allFunctions(olympiad);
    for (const name of examFunctions) {
      const fn = functions.get(name)!;
      const alias = resources(template(fn.fn.stack), 'AWS::Lambda::Alias').find(([, a]) =>
        JSON.stringify(a.Properties.FunctionName).includes(fn.fn.stack.getLogicalId(fn.fn.node.defaultChild as never)),
      );
      expect(alias?.[1].Properties.Name, name).toBe('live');
      const count = plan.provisioned[name as keyof typeof plan.provisioned];
      const target = targets.find((t) => JSON.stringify(t.Properties.ResourceId).includes(alias![0]))!;
      expect(target.Properties, name).toMatchObject({
        ScalableDimension: 'lambda:function:ProvisionedConcurrency',
        MinCapacity: 0,
        MaxCapacity: count,
      });
      expect(target.Properties.ScheduledActions).toEqual([
        {
          ScheduledActionName: 'Warm',
          Schedule: `at(${plan.warmAt.toISOString().slice(0, 19)})`,
          ScalableTargetAction: { MinCapacity: count, MaxCapacity: count },
        },
        {
          ScheduledActionName: 'Cool',
          Schedule: `at(${plan.coolAt.toISOString().slice(0, 19)})`,
          ScalableTargetAction: { MinCapacity: 0, MaxCapacity: 0 },
        },
      ]);
    }
  });

  it('points the API at the aliases: the exam routes’ integrations, the authorizer, and submitAnswer’s writing function', () => {
    const tests = template(olympiad.routes.assessment!);
    const integration = (route: string) =>
      JSON.stringify(
        resources(tests, 'AWS::ApiGatewayV2::Integration').find(([id]) =>
          id.startsWith(`${route}Route${route}Integration`),
        )![1].Properties.IntegrationUri,
      );
    expect(integration('submitAnswer')).toContain('submitAnswerLive');
    expect(integration('startAttempt')).toContain('startAttemptLive');
    expect(integration('reviewAttempt')).not.toContain('Live'); // not on the exam path
    const authorizer = resources(template(olympiad.api), 'AWS::ApiGatewayV2::Authorizer')[0]!;
    expect(JSON.stringify(authorizer[1].Properties.AuthorizerUri)).toContain('AuthorizerLive');
    const submit = resources(tests, 'AWS::Lambda::Function').find(([, f]) =>
      String(f.Properties.Description).startsWith('POST /v1/submitAnswer'),
    )!;
    expect(JSON.stringify(submit[1].Properties.Environment.Variables.WRITING_CHECK_FUNCTION)).toContain(
      'WritingCheckLive',
    );
  });

  it('sets the day’s stage throttle and the table’s warm throughput', () => {
    template(olympiad.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 6200, ThrottlingBurstLimit: 5000 },
    });
    template(olympiad.data).hasResourceProperties('AWS::DynamoDB::Table', {
      WarmThroughput: { WriteUnitsPerSecond: 40_000, ReadUnitsPerSecond: 24_600 },
    });
  });

  it('lets a registered school’s address pass its children’s sign-ins, and keeps the ordinary limits for every other address', () => {
    const [[, ipSet]] = resources(template(olympiad.edge), 'AWS::WAFv2::IPSet') as [[string, { Properties: any }]];
    expect(ipSet.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      IPAddressVersion: 'IPV4',
      Addresses: event.schoolAddresses,
    });
    const rules = Object.fromEntries(
      (resources(template(olympiad.edge), 'AWS::WAFv2::WebACL')[0]![1].Properties.Rules as any[]).map((r) => [
        r.Name,
        r,
      ]),
    );
    expect(rules['school-sign-in-rate'].Statement.RateBasedStatement).toMatchObject({
      Limit: 3600,
      AggregateKeyType: 'IP',
    });
    expect(JSON.stringify(rules['school-sign-in-rate'].Statement.RateBasedStatement.ScopeDownStatement)).toContain(
      'IPSetReferenceStatement',
    );
    expect(rules['school-general-rate'].Statement.RateBasedStatement.Limit).toBe(plan.waf.schoolGeneralLimit);
    // The ordinary sign-in rule leaves the schools to their own rule.
    expect(JSON.stringify(rules['sign-in-rate'].Statement.RateBasedStatement.ScopeDownStatement)).toContain(
      'NotStatement',
    );
    expect(rules['sign-in-rate'].Statement.RateBasedStatement.Limit).toBe(plan.waf.signInLimit);
  });

  it('alarms on the account’s Lambda concurrency, any Lambda throttle and Cognito refusing sign-ins', () => {
    const names = resources(template(olympiad.api), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties.MetricName);
    expect(names).toEqual(
      expect.arrayContaining([
        'ConcurrentExecutions',
        'Throttles',
        'SignInThrottles',
        'Api429',
        'ReadThrottleEvents',
        'WriteThrottleEvents',
      ]),
    );
    template(olympiad.api).hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ConcurrentExecutions',
      Threshold: 800,
      Period: 60,
    });
  });

  it('gives an environment without alarms an alarm topic for its rehearsal', () => {
    const staging = synth('staging', { event: JSON.stringify(event) });
    template(staging.api).resourceCountIs('AWS::SNS::Topic', 1);
  });
});

describe('normal mode', () => {
  it('builds none of it: no aliases, no scaling, no warm throughput, no school addresses, the environment’s throttle', () => {
    for (const type of ['AWS::ApplicationAutoScaling::ScalableTarget', 'AWS::Lambda::Alias', 'AWS::WAFv2::IPSet'])
      expect(all(normal, type), type).toEqual([]);
    expect(all(normal, 'AWS::DynamoDB::Table').every((t) => t.Properties.WarmThroughput === undefined)).toBe(true);
    template(normal.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
    });
    const names = resources(template(normal.api), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties.MetricName);
    expect(names).not.toEqual(expect.arrayContaining(['ConcurrentExecutions']));
    expect(names).not.toEqual(expect.arrayContaining(['SignInThrottles']));
  });

  it('still counts 429s from the stage’s access log and alarms on them and on the table’s throttles in production', () => {
    template(normal.api).hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = 429 }',
      MetricTransformations: [{ MetricName: 'Api429', MetricNamespace: 'Fluentia', MetricValue: '1' }],
    });
    const names = resources(template(normal.api), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties.MetricName);
    expect(names).toEqual(expect.arrayContaining(['Api429', 'ReadThrottleEvents', 'WriteThrottleEvents']));
    const stage = resources(template(normal.api), 'AWS::ApiGatewayV2::Stage')[0]![1];
    const format = String(stage.Properties.AccessLogSettings.Format);
    expect(format).toContain('"status":$context.status'); // a number, as the filter reads it
    expect(JSON.parse(format.replace('$context.status', '0'))).toMatchObject({
      requestId: '$context.requestId',
      routeKey: '$context.routeKey',
    });
  });
});
