import { beforeAll, describe, expect, it } from 'vitest';
import { AwsSolutionsChecks, NIST80053R5Checks } from 'cdk-nag';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { ENV_NAMES } from '../../infra/config/environments';
import { freshSynth } from './support';

/**
 * cdk-nag's AwsSolutions pack over every environment (and prod on an olympiad with a custom domain,
 * which builds more), and AWS's NIST 800-53 rev 5 pack over prod's two (decision 0876): each finding is either fixed
 * in the stacks or acknowledged with its reason in infra/nag-acknowledgements.ts (NIST's in
 * infra/nag-nist-acknowledgements.ts). Anything else fails here, named by rule, resource and stack.
 */
const variants: Array<[string, () => ReturnType<typeof freshSynth>]> = [
  ...ENV_NAMES.map((env): [string, () => ReturnType<typeof freshSynth>] => [env, () => freshSynth(env)]),
  [
    'prod on an olympiad, with a custom domain',
    () =>
      freshSynth('prod', {
        event: JSON.stringify({
          start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          minutes: 90,
          children: 50_000,
          schoolAddresses: ['203.0.113.7/32'],
          largestSchool: 1200,
        }),
        domain: 'learn.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      }),
  ],
];

/** One line per unacknowledged finding: severity, rule (with its finding), stack and resource path. */
function findings(report: PolicyValidationPluginReport): string[] {
  return report.violations.flatMap((v) =>
    v.violatingResources.map(
      (r) => `${v.severity} ${v.ruleName} at ${r.constructPath} (stack ${r.constructPath!.split('/')[0]})`,
    ),
  );
}

describe.each(variants)('cdk-nag: %s', (name, build) => {
  let report: PolicyValidationPluginReport;
  let nist: PolicyValidationPluginReport | undefined;
  beforeAll(() => {
    const fluentia = build();
    // Synthesise first: the IAM acknowledgements are made once references are resolved (a validation hook).
    fluentia.app.synth();
    report = new AwsSolutionsChecks(fluentia.app).validateScope(fluentia.app);
    // The same synthesised app: the second pack costs its checks, not another synth.
    if (name.startsWith('prod')) nist = new NIST80053R5Checks(fluentia.app).validateScope(fluentia.app);
  });

  it('has no AwsSolutions finding that is neither fixed nor acknowledged (errors and warnings)', () => {
    expect(findings(report)).toEqual([]);
  });

  it.runIf(name.startsWith('prod'))('has no NIST 800-53 rev 5 finding that is neither fixed nor acknowledged', () => {
    expect(findings(nist!)).toEqual([]);
  });
});
