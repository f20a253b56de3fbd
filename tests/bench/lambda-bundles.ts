import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { routeEntries } from '#shared/api/routes';
import { lambdaBundling } from '../../infra/constructs/bundling';
import { tables, tableEnvVar, type TableId } from '../../functions/data/tables';
import { buckets, bucketEnvVar, type BucketId } from '../../functions/data/buckets';

/**
 * Bundles every Lambda with the house construct's settings (infra/constructs/bundling.ts: ESM,
 * node22, minified, AWS SDK bundled and tree-shaken) and measures each bundle's size and its
 * cold init: the time to import it in a fresh Node process.
 */
export interface BundleFigure {
  handler: string;
  bytes: number;
  coldInitMs: number;
}

const root = path.resolve(import.meta.dirname, '../..');
// The variables CDK gives each function, from the same declarations (tables and buckets).
const env = {
  ...process.env,
  APP_ENV: 'dev',
  AWS_REGION: 'ap-south-1',
  ...Object.fromEntries(Object.keys(tables).map((id) => [tableEnvVar(id as TableId), `fluentia-dev-${id}`])),
  ...Object.fromEntries(Object.keys(buckets).map((id) => [bucketEnvVar(id as BucketId), `fluentia-dev-${id}`])),
  COGNITO_USER_POOL_ID: 'ap-south-1_Bench1234',
  COGNITO_CLIENT_ID: 'bench-client',
  LOG_LEVEL: 'silent',
};

export function lambdaModules(): string[] {
  return [...new Set(['identity/authorizer', 'system/routes/not-found', ...routeEntries().map(([, r]) => r.handler)])];
}

export async function measureBundles(samples = 5): Promise<BundleFigure[]> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'fluentia-bundles-'));
  const figures: BundleFigure[] = [];
  for (const handler of lambdaModules()) {
    const outfile = path.join(out, `${handler.replace('/', '-')}.mjs`);
    await build({
      entryPoints: [path.join(root, 'functions', `${handler}.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      format: lambdaBundling.format,
      target: lambdaBundling.target,
      minify: lambdaBundling.minify,
      mainFields: [...lambdaBundling.mainFields],
      banner: { js: lambdaBundling.banner },
      alias: lambdaBundling.alias,
      define: lambdaBundling.define,
      absWorkingDir: root,
      logLevel: 'error',
    });
    figures.push({ handler, bytes: statSync(outfile).size, coldInitMs: median(Array.from({ length: samples }, () => coldInit(outfile))) });
  }
  return figures;
}

function coldInit(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now() - t);`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Cold init of ${path.basename(file)} failed: ${result.stderr.trim().split('\n').filter((l) => l.startsWith('Error')).join('; ')}`);
  return Number(result.stdout.trim());
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
