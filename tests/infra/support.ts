import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { buildApp, type FluentiaApp } from '../../infra/app';

/**
 * Builds one environment's stacks the way the CLI would, minus bundling (context
 * `aws:cdk:bundling-stacks: []`) and minus the web upload, with a fixed account so templates are
 * stable. Each test file builds each environment it needs once, in beforeAll.
 */
export function synth(env: string): FluentiaApp {
  return buildApp(env, {
    account: '123456789012',
    region: 'ap-south-1',
    context: { 'aws:cdk:bundling-stacks': [] },
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
