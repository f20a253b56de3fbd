import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../infra/app';

/**
 * Every product Lambda exactly as CDK ships it: synthesises the prod stacks (bundling included)
 * into a temporary cloud assembly and reads, from the templates, each function's bundle (its
 * asset folder), environment variables and NODE_OPTIONS. Values CloudFormation fills in at deploy
 * time (table names, pool ids) become placeholders of the same shape.
 */
export interface ShippedFunction {
  /** The construct id: route id (`startAttempt`), `Authorizer`, a Cognito trigger… */
  name: string;
  stack: string;
  /** Route key from the description (`POST /v1/startAttempt`), when it is a route handler. */
  routeKey?: string;
  access?: string;
  bundle: string;
  /** Bundle bytes (index.mjs; a source map beside it is not loaded unless NODE_OPTIONS asks). */
  bytes: number;
  /** Everything else in the asset folder (e.g. Harper's WebAssembly), in bytes. */
  assetBytes: number;
  environment: Record<string, string>;
}

type Resource = { Type: string; Properties: Record<string, any> };

/**
 * `reuse`: an assembly folder a previous run printed (BENCH_ASSEMBLY), to skip the minute of
 * bundling while iterating on one figure; a real run always synthesises afresh.
 */
export function synthShippedFunctions(reuse = process.env.BENCH_ASSEMBLY): {
  directory: string;
  functions: ShippedFunction[];
} {
  const directory = reuse ?? mkdtempSync(path.join(os.tmpdir(), 'fluentia-assembly-'));
  if (!reuse) {
    process.env.CDK_OUTDIR = directory;
    buildApp('prod', { account: '000000000000', region: 'ap-south-1', webDist: null }).app.synth();
    delete process.env.CDK_OUTDIR;
  }
  const out: ShippedFunction[] = [];
  for (const file of readdirSync(directory).filter((f) => f.endsWith('.template.json'))) {
    const resources =
      (JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as { Resources?: Record<string, Resource> })
        .Resources ?? {};
    const stack = file.replace(/\.template\.json$/, '');
    for (const [logicalId, r] of Object.entries(resources)) {
      if (r.Type !== 'AWS::Lambda::Function' || r.Properties.Handler !== 'index.handler') continue;
      const key = String(r.Properties.Code?.S3Key ?? '').replace(/\.zip$/, '');
      const dir = path.join(directory, `asset.${key}`);
      const bundle = path.join(dir, 'index.mjs');
      if (!existsSync(bundle)) continue; // CDK's own helpers (bucket deployment, auto-delete) ship CommonJS
      // The house construct names its function `Function` under the route's id: startAttemptFunction53412F04.
      const name = logicalId.replace(/Function[0-9A-F]{8}$/, '');
      const description = String(r.Properties.Description ?? '');
      const route = /^(GET|POST|PUT|DELETE|PATCH) (\S+) \((\w+)\)/.exec(description);
      const bytes = statSync(bundle).size;
      const assetBytes = readdirSync(dir)
        .filter((f) => !f.startsWith('index.mjs'))
        .reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
      const variables = (r.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
      const environment = Object.fromEntries(
        Object.entries(variables).map(([k, v]) => [k, typeof v === 'string' ? v : placeholder(k)]),
      );
      out.push({
        name,
        stack,
        ...(route ? { routeKey: `${route[1]} ${route[2]}`, access: route[3] } : {}),
        bundle,
        bytes,
        assetBytes,
        environment,
      });
    }
  }
  return { directory, functions: out };
}

/** A stand-in of the right shape for a value CloudFormation resolves at deploy time. */
function placeholder(name: string): string {
  if (name === 'COGNITO_USER_POOL_ID') return 'ap-south-1_Bench1234';
  if (name === 'COGNITO_CLIENT_ID') return 'benchclient0000000000000000';
  if (name.endsWith('_KEY_ID') || name.endsWith('_ARN'))
    return 'arn:aws:kms:ap-south-1:000000000000:key/00000000-0000-0000-0000-000000000000';
  if (name.endsWith('_URL') || name.endsWith('_ISSUER')) return 'https://bench.example.com';
  return `fluentia-prod-${name.toLowerCase().replace(/_/g, '-')}`;
}
