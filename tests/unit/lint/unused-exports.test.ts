import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The unused-export check of `npm run lint` (knip.config.ts, decision 0713) fails on an export nothing
 * imports. Knip reads the whole tree, so the proof runs the repository's own settings (`knipConfig`)
 * over a small tree of the same shape (fixtures/unused-export: a route table row, its handler, a
 * domain module with one export the handler uses, one only its own file uses, one nothing uses).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(import.meta.dirname, 'fixtures/unused-export');

interface Report {
  issues: Array<{ file: string; exports: Array<{ name: string }>; files: unknown[] }>;
}

async function knip(): Promise<{ code: number; report: Report }> {
  const bin = path.join(root, 'node_modules/.bin/knip');
  try {
    const { stdout } = await promisify(execFile)(bin, ['--directory', fixture, '--reporter', 'json'], { cwd: root });
    return { code: 0, report: JSON.parse(stdout) as Report };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: JSON.parse(failed.stdout) as Report };
  }
}

describe('the unused-export check', () => {
  it('fails on an export nothing imports, and on nothing else', { timeout: 180_000 }, async () => {
    const { code, report } = await knip();
    expect(code).not.toBe(0);
    const unused = report.issues.flatMap((issue) => issue.exports.map((e) => `${issue.file}: ${e.name}`));
    // The handler named by the route row is an entry, `greeting` is imported, `politely` is used in its own file.
    expect(unused).toEqual(['functions/demo/greeting.ts: farewell']);
    expect(report.issues.flatMap((issue) => issue.files)).toEqual([]);
  });
});
