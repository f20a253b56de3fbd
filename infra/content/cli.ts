import { existsSync } from 'node:fs';
import path from 'node:path';
import { fail, runOperatorCommand } from '../config/operator-command';
import { defaultPackagesFolder, importFolder } from './import-folder';

/**
 * `npm run content:import [folder]`: checks and imports content packages (default: the seeded ones
 * in infra/content/packages). Into the running local stack, or — with APP_ENV, AWS_REGION,
 * TABLE_MAIN and BUCKET_CONTENT set and AWS credentials — into a deployed environment.
 */
const folder = path.resolve(process.argv[2] ?? defaultPackagesFolder);
if (!existsSync(folder)) fail(`There is no folder ${folder}.`);

async function main(): Promise<void> {
  const result = await importFolder(folder, (line) => console.log(line));
  for (const failure of result.failed) console.error(`\nNot imported: ${failure.message}`);
  console.log(
    `\n${result.imported.length} imported, ${result.unchanged.length} unchanged, ${result.failed.length} refused.`,
  );
  if (result.failed.length) process.exit(1);
}

runOperatorCommand(
  {
    deployed: 'APP_ENV, AWS_REGION, TABLE_MAIN and BUCKET_CONTENT to import into a deployed environment',
    unused: ['TABLE_MAIN', 'BUCKET_UPLOADS', 'BUCKET_GENERATED'],
    stopped: 'The import stopped:',
  },
  main,
);
