import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import { freshSynth } from './support';

/**
 * The AwsSolutions-IAM5 findings of one environment (before acknowledgement), counted by kind: a
 * table's indexes, a whole bucket's objects, a prefix of a bucket, anything else. The figures of
 * ADR 0580 come from here:
 *
 *   npx tsx tests/infra/iam5-counts.ts [env] [--list]
 */
const env = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'prod';
const fluentia = freshSynth(env);
fluentia.app.synth();
const findingsOf = rules.iam.IAMNoWildcardPermissions as unknown as (node: CfnPolicy) => string[] | string;

function kind(finding: string): string {
  if (/\/index\/\*$/.test(finding)) return 'index';
  if (/Bucket\w*(Arn[^/]*|\.Arn>)\/\*$/.test(finding)) return 'bucket (whole)';
  if (/Bucket\w*(Arn[^/]*|\.Arn>)\/.+\*$/.test(finding)) return 'bucket (prefix)';
  return 'other';
}

const counts = new Map<string, number>();
const lines: string[] = [];
for (const policy of fluentia.app.node.findAll().filter((c): c is CfnPolicy => c instanceof CfnPolicy)) {
  const findings = findingsOf(policy);
  for (const finding of Array.isArray(findings) ? findings : []) {
    counts.set(kind(finding), (counts.get(kind(finding)) ?? 0) + 1);
    lines.push(
      `${kind(finding)}  ${policy.node.path}  ${finding.replace(/\{"Fn::GetStackOutput".*?OutputName":"PublishOutputFnGetAtt(\w+?)[0-9A-F]{8}Arn\w*"\}\}/, '<$1>')}`,
    );
  }
}
if (process.argv.includes('--list')) console.log(lines.sort().join('\n'));
console.log(`IAM5 findings in ${env}: ${lines.length}`, Object.fromEntries(counts));
