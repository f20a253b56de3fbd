import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * How java starts DynamoDB Local bound to 127.0.0.1 (./LoopbackDynamo.java). The launcher is
 * compiled once per version of its source into the temp folder (about 2 s, spared on every later
 * start); if that fails, java runs it from source, which compiles it in memory each time.
 */
const source = path.join(import.meta.dirname, 'LoopbackDynamo.java');

export function loopbackLauncherArgs(jarDir: string): string[] {
  const jars = [path.join(jarDir, 'DynamoDBLocal.jar'), path.join(jarDir, 'DynamoDBLocal_lib', '*')];
  const compiled = compiledLauncher(jars.join(path.delimiter));
  return compiled
    ? ['-cp', [compiled, ...jars].join(path.delimiter), 'LoopbackDynamo']
    : ['-cp', jars.join(path.delimiter), source];
}

function compiledLauncher(classPath: string): string | undefined {
  const version = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `fluentia-loopback-dynamo-${version}`);
  const compiled = () => existsSync(path.join(dir, 'LoopbackDynamo.class'));
  if (compiled()) return dir;
  const scratch = mkdtempSync(`${dir}-`);
  const javac = spawnSync(
    'java',
    ['-m', 'jdk.compiler/com.sun.tools.javac.Main', '-nowarn', '-cp', classPath, '-d', scratch, source],
    { stdio: 'ignore' },
  );
  if (javac.status === 0) {
    try {
      renameSync(scratch, dir);
    } catch {
      // A parallel start compiled it first: keep theirs.
    }
  }
  rmSync(scratch, { recursive: true, force: true });
  return compiled() ? dir : undefined;
}
