import { readFileSync } from 'node:fs';
import { synthShippedFunctions } from './shipped-functions';
import { kb } from './stats';

/**
 * What each shipped `index.mjs` carries, in KB by group, read from the source map beside it (so it
 * is the bundle CDK ships, not a rebuild): `sdk` is what the SDK floor carries too (the DynamoDB
 * document client and the SDK core), then zod, the error catalogue, the request schemas, our own
 * code and every other package. docs/performance.md's table of bundles over 250 KB comes from it.
 *
 *   npx tsx tests/bench/bundle-contents.ts [cloud assembly folder a bench run printed]
 */
const floorPackages = new Set([
  '@aws-sdk/client-dynamodb',
  '@aws-sdk/lib-dynamodb',
  '@aws-sdk/util-dynamodb',
  '@aws-sdk/dynamodb-codec',
  '@aws-sdk/core',
  '@aws-sdk/middleware-endpoint-discovery',
  '@aws-sdk/endpoint-cache',
  '@aws-sdk/credential-provider-env',
  '@smithy/core',
  '@smithy/signature-v4',
  '@smithy/node-http-handler',
  '@smithy/types',
  '@aws/lambda-invoke-store',
  'mnemonist',
  'obliterator',
  'tslib',
  'bowser',
]);

function group(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return floorPackages.has(pkg) ? 'sdk' : pkg.replace(/^@aws-sdk\//, '');
  if (source.includes('shared/errors')) return 'errors';
  if (/shared\/schemas|fluentia-route-rows/.test(source)) return 'schemas';
  return 'own';
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Each generated line's segments as [generated column, source index] (source map v3 mappings, VLQ). */
function segments(mappings: string): Array<Array<[number, number | undefined]>> {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      ? line.split(',').map((segment) => {
          const values: number[] = [];
          let value = 0;
          let shift = 0;
          for (const char of segment) {
            const digit = BASE64.indexOf(char);
            value += (digit & 31) << shift;
            if (digit & 32) shift += 5;
            else {
              values.push(value & 1 ? -(value >>> 1) : value >>> 1);
              value = 0;
              shift = 0;
            }
          }
          column += values[0]!;
          if (values.length > 1) source += values[1]!;
          return [column, values.length > 1 ? source : undefined] as [number, number | undefined];
        })
      : [];
  });
}

export function bundleContents(bundle: string): Map<string, number> {
  const lines = readFileSync(bundle, 'utf8').split('\n');
  const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const bytes = new Map<string, number>();
  segments(map.mappings).forEach((segs, i) => {
    segs.forEach(([column, source], j) => {
      const end = j + 1 < segs.length ? segs[j + 1]![0] : (lines[i] ?? '').length;
      const name = source === undefined ? 'own' : group(map.sources[source]!);
      bytes.set(name, (bytes.get(name) ?? 0) + end - column);
    });
  });
  return bytes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { functions } = synthShippedFunctions(process.argv[2]);
  for (const fn of functions.sort((a, b) => b.bytes - a.bytes)) {
    const parts = [...bundleContents(fn.bundle)].sort((a, b) => b[1] - a[1]).filter(([, n]) => n >= 1536);
    console.log(
      `${fn.name.padEnd(28)} ${kb(fn.bytes).toFixed(0).padStart(5)} KB  ${parts.map(([name, n]) => `${name} ${kb(n).toFixed(0)}`).join(', ')}`,
    );
  }
}
