import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { lambdaBundling } from '../../infra/constructs/bundling';

/** The options CDK passes esbuild for every function (infra/constructs/route-function.ts). */
const houseOptions: BuildOptions = {
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
};

/** Bundles a bench entry with the house Lambda settings (the options CDK passes esbuild), to `outfile`. */
export async function bundleLikeLambda(entry: string, outfile: string): Promise<string> {
  await build({ ...houseOptions, entryPoints: [entry], outfile });
  return outfile;
}

/**
 * Bundles many entries (name → file under the repository) with the same settings in one esbuild
 * run, in memory: each entry is its own bundle, tree-shaken as CDK's would be. Returns each
 * bundle's text by name.
 */
export async function bundleManyLikeLambda(entries: Readonly<Record<string, string>>): Promise<Map<string, string>> {
  const result = await build({ ...houseOptions, entryPoints: { ...entries }, outdir: '/bundles', write: false });
  const byPath = new Map(result.outputFiles.map((file) => [path.relative('/bundles', file.path), file.text]));
  return new Map(Object.keys(entries).map((name) => [name, byPath.get(`${name}.js`)!]));
}
