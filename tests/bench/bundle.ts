import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBundling } from '../../infra/constructs/bundling';

/** Bundles a bench entry with the house Lambda settings (the options CDK passes esbuild), to `outfile`. */
export async function bundleLikeLambda(entry: string, outfile: string): Promise<string> {
  await build({
    entryPoints: [entry],
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
    absWorkingDir: path.resolve(import.meta.dirname, '../..'),
    logLevel: 'error',
  });
  return outfile;
}
