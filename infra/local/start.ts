import '../config/node-warnings';
import { defaultDataDir } from '../config/paths';
import { JavaMissingError } from './dynamodb';
import { PortBusyError, startLocalStack, type LocalStack } from './stack';
import type { WebMode } from './web';

/**
 * `npm start`: the whole product on one URL. PORT picks the port (default 3000); WEB_MODE=dist
 * serves the production build instead of the Vite dev server. Ctrl-C stops every process it started.
 */
const DEFAULT_PORT = 3000;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    fail(`PORT must be a whole number from 1 to 65535, not "${process.env.PORT}".`);
  }
  const web = (process.env.WEB_MODE ?? 'dev') as WebMode;
  process.env.LOG_LEVEL ??= 'warn';
  process.env.LOCAL_PRINT_OUTBOX = '1';
  console.log('Starting Fluentia locally…');
  const started = Date.now();

  let stack: LocalStack;
  try {
    stack = await startLocalStack({ port, dataDir: process.env.DATA_DIR ?? defaultDataDir, web });
  } catch (error) {
    if (error instanceof PortBusyError || error instanceof JavaMissingError) fail(error.message);
    if (error instanceof Error && /not built/.test(error.message)) fail(error.message);
    throw error;
  }

  const width = Math.max(...stack.components.map((c) => c.name.length));
  console.log(`\nFluentia is running at ${stack.url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  for (const c of stack.components) console.log(`  ${c.name.padEnd(width)}  ${c.detail}`);
  console.log('\nDemo accounts:');
  const whoWidth = Math.max(...stack.demoAccounts.map((a) => a.who.length));
  for (const a of stack.demoAccounts) console.log(`  ${a.who.padEnd(whoWidth)}  ${a.how}`);
  console.log(`\n  Health: ${stack.url}/v1/health`);
  console.log('  Press Ctrl-C to stop. `npm run reset` wipes the local data.\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping Fluentia…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('Ctrl-C'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('\nFluentia could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
