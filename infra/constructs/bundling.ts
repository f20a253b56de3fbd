/**
 * How every Lambda is bundled, in one place: the house construct (route-function.ts) passes these
 * to NodejsFunction and `npm run bench` bundles with the same settings, so the figures it prints
 * are the sizes that ship.
 */
export const lambdaBundling = {
  format: 'esm',
  target: 'node24',
  minify: true,
  // Prefer the ES module builds so esbuild can tree-shake the AWS SDK v3 we bundle.
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); ESM output has none unless we make one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  // Resolved from the repository root (esbuild resolves alias targets in its working directory).
  alias: { '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts' },
  // Nothing is fixed at build time: the local adapters are reached only through computed specifiers
  // (functions/lib/import-beside.ts, importFromSource), so esbuild never puts them in a bundle.
  define: {} as Record<string, string>,
} as const;

/**
 * Files a function needs beside its bundle, by handler module. Harper (the grammar checker of the
 * writing function, functions/assessment/scoring/writing/grammar.ts) loads its WebAssembly with
 * `new URL('./harper_wasm_slim_bg.wasm', import.meta.url)`, which esbuild leaves alone: the file must
 * sit next to index.mjs.
 */
export const bundleAssets: Partial<Record<string, readonly string[]>> = {
  'assessment/scoring/writing/worker': ['node_modules/harper.js/dist/harper_wasm_slim_bg.wasm'],
};

/**
 * Modules bundled on their own, as `file` beside index.mjs, and imported at run time only when
 * needed (functions/lib/import-beside.ts): esbuild cannot split a function's bundle, and code in
 * index.mjs is parsed at every cold start even when never run. A function ships the file when its
 * bundle names it.
 */
export const separateBundles = [
  { entry: 'functions/lib/pdf-kit.ts', file: 'pdf-kit.mjs' },
  { entry: 'functions/commerce/stripe-kit.ts', file: 'stripe-kit.mjs' },
  // SDK clients a function needs on few of its calls. Each kit carries its own copy of the SDK's core
  // (about 180 KB, parsed when it loads), so a function that uses S3 on most calls imports lib/s3.ts.
  { entry: 'functions/lib/s3.ts', file: 's3-kit.mjs' },
  { entry: 'functions/lib/adapters/aws-messages.ts', file: 'messages-kit.mjs' },
  { entry: 'functions/lib/lambda-kit.ts', file: 'lambda-kit.mjs' },
  // Transcribe, Polly and S3 for spoken answers: submitAnswer scores written answers on most calls.
  { entry: 'functions/speech/adapters/aws-speech.ts', file: 'speech-kit.mjs' },
  // Powertools Logger and Metrics: loaded by the first log line or metric an invocation writes (ADR 0600).
  { entry: 'functions/lib/powertools-logger-kit.ts', file: 'logger-kit.mjs' },
  { entry: 'functions/lib/powertools-metrics-kit.ts', file: 'metrics-kit.mjs' },
  // Powertools Tracer and the X-Ray SDK: only in a function an operator switched tracing on for (ADR 0610).
  { entry: 'functions/lib/powertools-tracer-kit.ts', file: 'tracer-kit.mjs' },
] as const;

/** The shell commands that build the separate bundles a function's index.mjs names (CDK's afterBundling hook). */
export function separateBundleCommands(inputDir: string, outputDir: string): string[] {
  const flags = [
    '--bundle',
    '--platform=node',
    `--format=${lambdaBundling.format}`,
    `--target=${lambdaBundling.target}`,
    '--minify',
    `--main-fields=${lambdaBundling.mainFields.join(',')}`,
    `--banner:js=${JSON.stringify(lambdaBundling.banner)}`,
    '--log-level=error',
    // The same alias (the SDK kits' credentials) and build-time values as index.mjs; alias targets are absolute, the
    // hook's directory is CDK's.
    ...Object.entries(lambdaBundling.alias).map(
      ([from, to]) => `--alias:${from}=${JSON.stringify(`${inputDir}/${to.replace(/^\.\//, '')}`)}`,
    ),
    ...Object.entries(lambdaBundling.define).map(([name, value]) => `'--define:${name}=${value}'`),
  ].join(' ');
  return separateBundles.map(
    ({ entry, file }) =>
      `if grep -q "${file}" "${outputDir}/index.mjs"; then "${inputDir}/node_modules/.bin/esbuild" "${inputDir}/${entry}" ${flags} --outfile="${outputDir}/${file}"; fi`,
  );
}
