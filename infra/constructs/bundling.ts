/**
 * How every Lambda is bundled, in one place: the house construct (route-function.ts) passes these
 * to NodejsFunction and `npm run bench` bundles with the same settings, so the figures it prints
 * are the sizes that ship.
 */
export const lambdaBundling = {
  format: 'esm',
  target: 'node22',
  minify: true,
  // Prefer the ES module builds so esbuild can tree-shake the AWS SDK v3 we bundle.
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require(); ESM output has none unless we make one.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  // Resolved from the repository root (esbuild resolves alias targets in its working directory).
  alias: { '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts' },
  // On Lambda the adapters are always Cognito and SNS/SES: fixed at build time, esbuild drops the
  // local ones (the local signer and its key handling) from every bundle. The variables CDK sets agree.
  define: { 'process.env.IDENTITY_MODE': '"cognito"', 'process.env.MESSAGES_MODE': '"aws"' },
} as const;

/**
 * Files a function needs beside its bundle, by handler module. Harper (the grammar checker of long
 * answers, functions/tests/scoring/writing/grammar.ts) loads its WebAssembly with
 * `new URL('./harper_wasm_slim_bg.wasm', import.meta.url)`, which esbuild leaves alone: the file must
 * sit next to index.mjs.
 */
export const bundleAssets: Partial<Record<string, readonly string[]>> = {
  'tests/routes/submit-answer': ['node_modules/harper.js/dist/harper_wasm_slim_bg.wasm'],
};
