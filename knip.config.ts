import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The unused-export check of `npm run lint` (knip; docs/testing.md, "Lint"; decision 0713): an export,
 * a file or a dependency that nothing reaches from an entry fails the lint. The entries are what runs:
 * every Lambda handler, named by a row of the route table (`shared/api/routes.ts`) or by a stack
 * (`infra/`: the authorizer, triggers, jobs, workers) by its path under functions/, and every kit shipped
 * beside a bundle; the CDK app and the operator commands (found by knip from cdk.json and the npm
 * scripts); the web app; the tests, the bench and the suites' setup. `knipConfig(root)` is also what
 * the lint's own test runs over a small tree (tests/unit/lint/unused-exports.test.ts).
 */
function filesUnder(root: string, dir: string): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every functions/ module the route table or a stack names in a string: 'coach/routes/book-call',
 * 'functions/lib/s3.ts'.
 */
function namedHandlers(root: string): string[] {
  const sources = [path.join(root, 'shared/api/routes.ts'), ...filesUnder(root, 'infra')];
  const named = new Set<string>();
  const quoted = /'(?:functions\/)?([a-z][a-z0-9-]*(?:\/[a-z0-9-]+)+)(?:\.ts)?'/g;
  for (const file of sources.filter((f) => existsSync(f))) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(quoted)) {
      if (existsSync(path.join(root, 'functions', `${name}.ts`))) named.add(`functions/${name}.ts`);
    }
  }
  return [...named].sort();
}

export function knipConfig(root: string) {
  return {
    entry: [
      ...namedHandlers(root),
      'infra/**/cli.ts',
      'tests/**/*.test.{ts,tsx}',
      'tests/bench/*.ts',
      'tests/support/*-setup.ts',
      // Loaded by a computed specifier that no bundle follows (functions/lib/import-beside.ts), or swapped in by the
      // bundler (infra/constructs/bundling.ts: lambda-credentials).
      'functions/**/adapters/local-*.ts',
      'functions/lib/lambda-credentials.ts',
      // Run by hand with `npx tsx` (docs/content.md, testing.md, performance.md) or by a test in a child process.
      'infra/content/banks/make-audio.ts',
      'infra/content/webisodes/make-videos.ts',
      'tests/speech-set/run.ts',
      'tests/speech-set/outcome-thresholds.ts',
      'tests/infra/iam5-counts.ts',
      'tests/bench/baselines/*.ts',
      'tests/support/trace-calls-child.ts',
    ],
    project: [
      'functions/**/*.{ts,mjs}',
      'shared/**/*.ts',
      'infra/**/*.ts',
      'web/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'eslint/**/*.js',
    ],
    // The lint's own test tree (its unused export is the point).
    ignore: ['tests/unit/lint/fixtures/**'],
    // An export its own file uses is kept (knip's default reports it): the check is for what nothing uses.
    ignoreExportsUsedInFile: true,
    // DynamoDB Local's jar is found through this package's folder (infra/local/dynamodb.ts), never imported.
    ignoreDependencies: ['amplify-dynamodb-simulator'],
    // Debian's programs, run by the local stack and the content tools.
    ignoreBinaries: ['java', 'espeak-ng', 'sox'],
  };
}

export default knipConfig(import.meta.dirname);
