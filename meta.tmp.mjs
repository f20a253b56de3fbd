import { build } from 'esbuild';
const [entry, row] = process.argv.slice(2);
const r = await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', target: 'node22', minify: true, mainFields: ['module','main'], write: false, metafile: true, outfile: '/tmp/x.mjs',
  alias: { '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts', ...(row ? { '#shared/api/routes': row } : {}) },
  define: { 'process.env.IDENTITY_MODE': '"cognito"', 'process.env.MESSAGES_MODE': '"aws"' }, logLevel: 'error' });
const out = Object.values(r.metafile.outputs)[0];
const groups = {};
for (const [file, { bytesInOutput }] of Object.entries(out.inputs)) {
  const m = file.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const g = m && !file.includes('.cache') ? m[1] : file;
  groups[g] = (groups[g] ?? 0) + bytesInOutput;
}
console.log('total', out.bytes);
for (const [g, b] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(String(b).padStart(8), g);
