import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import '../../infra/config/node-warnings';
import { freePort } from '../../infra/local/ports';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import type { WebMode } from '../../infra/local/web';

/** A whole local stack on a free port with a throw-away data folder, for one test suite. */
export async function startTestStack(
  web: WebMode,
): Promise<LocalStack & { dataDir: string; teardown: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fluentia-test-'));
  process.env.LOG_LEVEL = 'silent';
  const stack = await startLocalStack({ port: await freePort(), dataDir, web, env: 'test' });
  return {
    ...stack,
    dataDir,
    teardown: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
