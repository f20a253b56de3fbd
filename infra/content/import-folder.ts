import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PackageError, readPackage, type ReadPackage } from './read-package';
import { importPackage } from './import-package';

/**
 * Imports every package under a folder (or the folder itself when it is one package). Every package
 * is checked before anything is written; a bad package is reported and skipped whole, the good ones
 * are imported.
 */
export const defaultPackagesFolder = path.resolve(import.meta.dirname, 'packages');

export interface FolderResult {
  imported: string[];
  unchanged: string[];
  failed: PackageError[];
}

export function packageFolders(folder: string): string[] {
  if (!existsSync(folder)) return [];
  if (existsSync(path.join(folder, 'course.json'))) return [folder];
  return readdirSync(folder)
    .map((name) => path.join(folder, name))
    .filter((p) => statSync(p).isDirectory())
    .sort();
}

export async function importFolder(
  folder: string,
  progress: (line: string) => void = () => undefined,
): Promise<FolderResult> {
  const result: FolderResult = { imported: [], unchanged: [], failed: [] };
  const ready: ReadPackage[] = [];
  for (const dir of packageFolders(folder)) {
    try {
      ready.push(readPackage(dir));
    } catch (error) {
      if (!(error instanceof PackageError)) throw error;
      result.failed.push(error);
    }
  }
  for (const [i, pkg] of ready.entries()) {
    const name = path.basename(pkg.folder);
    const outcome = await importPackage(pkg, (step) => progress(`[${i + 1}/${ready.length}] ${name}: ${step}`));
    (outcome.status === 'imported' ? result.imported : result.unchanged).push(name);
    progress(
      `[${i + 1}/${ready.length}] ${name}: ${outcome.status === 'imported' ? `imported (${outcome.items} items, ${outcome.media} media files)` : 'unchanged'}`,
    );
  }
  return result;
}
