import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { buildApp, type FluentiaApp } from '../../infra/app';
import type { RouteFunction } from '../../infra/constructs/route-function';

/**
 * Builds one environment's stacks the way the CLI would, minus bundling (context
 * `aws:cdk:bundling-stacks: []`) and minus the web upload, with a fixed account so templates are
 * stable; `context` adds CLI context (`domain`, `sesFrom`, …). Once per worker for each environment
 * and context: the infra suite runs its files in one module graph per worker (`isolate: false` in
 * vitest.config.ts), so the files that read the same app share it and its templates (decision 0742).
 * Read it only; a test that adds to an app or runs checks over it builds its own with `freshSynth`.
 */
export function synth(env: string, context: Record<string, string> = {}): FluentiaApp {
  const key = JSON.stringify([env, context]);
  let app = apps.get(key);
  if (!app) apps.set(key, (app = freshSynth(env, context)));
  return app;
}

const apps = new Map<string, FluentiaApp>();

/** An app of its own, for a test that changes it (adds a stack, applies cdk-nag's aspects). */
export function freshSynth(env: string, context: Record<string, string> = {}): FluentiaApp {
  return buildApp(env, {
    account: '123456789012',
    region: 'ap-south-1',
    context: { ...context, 'aws:cdk:bundling-stacks': [] },
    webDist: null,
  });
}

const templates = new WeakMap<Stack, Template>();

/** The stack's template, synthesised once: the tests only read it. */
export function template(stack: Stack): Template {
  let t = templates.get(stack);
  if (!t) templates.set(stack, (t = Template.fromStack(stack)));
  return t;
}

/** Every resource of a type in a template, as [logicalId, resource] pairs. */
export function resources(t: Template, type: string): Array<[string, { Properties: Record<string, any> }]> {
  return Object.entries(t.findResources(type)) as Array<[string, { Properties: Record<string, any> }]>;
}

/** The logical id a template uses for a construct's CloudFormation resource. */
export function logicalId(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as Parameters<Stack['getLogicalId']>[0]);
}

export interface PolicyStatementJson {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Effect: string;
}

/** Every IAM statement on a function's role (its default policy), as written in the template. */
export function roleStatements(fn: { stack: Stack; role?: unknown }): PolicyStatementJson[] {
  const role = logicalId(fn.stack, fn.role as never);
  return resources(template(fn.stack), 'AWS::IAM::Policy')
    .filter(([, p]) => (p.Properties.Roles as Array<{ Ref: string }>).some((r) => r.Ref === role))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
}

/** The actions a function's role allows. */
export function roleActions(fn: { stack: Stack; role?: unknown }): Set<string> {
  return new Set(roleStatements(fn).flatMap((s) => [s.Action].flat()));
}

/** Every function of the product in an app, by a readable name (route id, `authorizer`, trigger). */
export function allFunctions(app: FluentiaApp): Map<string, RouteFunction> {
  const all = new Map<string, RouteFunction>([
    ['authorizer', app.api.authorizerFunction],
    ['notFound', app.api.notFound],
  ]);
  for (const [trigger, fn] of Object.entries(app.identity.triggers)) all.set(trigger, fn);
  for (const stack of Object.values(app.routes)) for (const [routeId, fn] of stack.functions) all.set(routeId, fn);
  for (const stack of Object.values(app.routes)) if (stack.speechWorker) all.set('speechWorker', stack.speechWorker);
  for (const stack of Object.values(app.routes)) if (stack.writingWorker) all.set('writingCheck', stack.writingWorker);
  return all;
}
