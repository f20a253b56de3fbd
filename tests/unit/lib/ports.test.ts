import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/architecture.md, "Ports and adapters": one layout for the four ports. */
const functionsDir = path.resolve(import.meta.dirname, '../../../functions');
const ports = [
  { dir: 'identity', port: 'identity', accessor: 'identity' },
  { dir: 'lib', port: 'messages', accessor: 'messages' },
  { dir: 'speech', port: 'speech', accessor: 'speech' },
  { dir: 'commerce', port: 'payments', accessor: 'payments' },
];

const read = (file: string) => readFileSync(path.join(functionsDir, file), 'utf8');
const imports = (source: string) => [...source.matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms)].map((m) => m[1]!);

describe.each(ports)('the $port port', ({ dir, port, accessor }) => {
  const adapters = readdirSync(path.join(functionsDir, dir, 'adapters')).filter((f) => f.endsWith(`-${port}.ts`));

  it('has its interface, its accessor and adapters beside them', () => {
    expect(existsSync(path.join(functionsDir, dir, `${port}-port.ts`))).toBe(true);
    expect(existsSync(path.join(functionsDir, dir, `${accessor}.ts`))).toBe(true);
    expect(adapters.length).toBeGreaterThanOrEqual(2);
  });

  it('has adapters that import the port, never the accessor (no circle)', () => {
    for (const adapter of adapters) {
      const from = imports(read(path.join(dir, 'adapters', adapter)));
      expect(from, adapter).toContain(`../${port}-port`);
      expect(from, adapter).not.toContain(`../${accessor}`);
    }
  });

  it('keeps the local adapter out of the accessor’s static imports (no Lambda bundle carries it)', () => {
    expect(imports(read(path.join(dir, `${accessor}.ts`))).filter((f) => f.includes('adapters/local-'))).toEqual([]);
  });
});
