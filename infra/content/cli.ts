import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '../local/node-warnings';
import { defaultDataDir } from '../local/data-dir';
import { STACK_ENV_FILE } from '../local/stack';
import { defaultPackagesFolder, importFolder } from './import-folder';

/**
 * `npm run content:import [folder]`: checks and imports content packages (default: the seeded ones
 * in infra/content/packages). Into the running local stack, or — with APP_ENV, AWS_REGION,
 * TABLE_MAIN and BUCKET_CONTENT set and AWS credentials — into a deployed environment.
 */
async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? defaultPackagesFolder);
  if (!existsSync(folder)) fail(`There is no folder ${folder}.`);
  if (!process.env.APP_ENV) {
    const envFile = path.join(process.env.DATA_DIR ?? defaultDataDir, STACK_ENV_FILE);
    if (!existsSync(envFile)) {
      fail('Start the local stack first (npm start), or set APP_ENV, AWS_REGION, TABLE_MAIN and BUCKET_CONTENT to import into a deployed environment.');
    }
    Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')));
  }
  for (const name of ['TABLE_MAIN', 'BUCKET_UPLOADS', 'BUCKET_GENERATED']) process.env[name] ??= 'not-used-by-the-importer';

  const result = await importFolder(folder, (line) => console.log(line));
  for (const failure of result.failed) console.error(`\nNot imported: ${failure.message}`);
  console.log(`\n${result.imported.length} imported, ${result.unchanged.length} unchanged, ${result.failed.length} refused.`);
  if (result.failed.length) process.exit(1);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('The import stopped:', error instanceof Error ? error.message : error);
  process.exit(1);
});
