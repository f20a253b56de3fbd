import { spawnSync } from 'node:child_process';
import { ENV_NAMES, isEnvName } from './config/environments';
import { repoRoot } from './config/paths';

/**
 * `npm run synth [-- dev|staging|prod]`: synthesises every stack of one environment (default dev;
 * `cdk synth` takes all stacks without `--all`, which this CLI version does not know),
 * bundling included, with no network and no AWS credentials. The CLI otherwise looks for notices,
 * sends telemetry and probes the EC2 metadata service for credentials, each of which hangs or fails
 * offline; an explicit account and region spare it the credential lookup altogether.
 */
const env = process.argv[2] ?? 'dev';
if (!isEnvName(env)) {
  console.error(`Unknown environment ${JSON.stringify(env)}: run npm run synth -- ${ENV_NAMES.join('|')}.`);
  process.exit(1);
}

const account = process.env.CDK_DEFAULT_ACCOUNT ?? '000000000000';
const region = process.env.CDK_DEFAULT_REGION ?? 'ap-south-1';
const started = performance.now();
const result = spawnSync(
  'npx',
  ['cdk', 'synth', '--quiet', '--no-notices', '-c', `env=${env}`, '-c', `account=${account}`, '-c', `region=${region}`],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      CDK_DISABLE_CLI_TELEMETRY: 'true',
      AWS_EC2_METADATA_DISABLED: 'true',
      CDK_DEFAULT_ACCOUNT: account,
      CDK_DEFAULT_REGION: region,
    },
  },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.status === 0) console.log(`Synthesised Fluentia-${env}-* into cdk.out in ${seconds} s.`);
process.exit(result.status ?? 1);
