import fs from 'node:fs';
import path from 'node:path';

/** The repository's root, for specs that read the tree. */
export const repoRoot = path.resolve(__dirname, '../..');

/** TypeScript sources: `.ts` and `.tsx`. */
export const TS_FILE = /\.tsx?$/;
/** Specs (`*.spec.ts[x]`). */
export const SPEC_FILE = /\.spec\.tsx?$/;

/**
 * Every file under `dir` whose name matches `files` and not `except`, in folders other than
 * `skipFolders` (none when `dir` does not exist). One walker for every spec that reads the tree.
 */
export function filesUnder(
  dir: string,
  {
    files = TS_FILE,
    except,
    skipFolders = [],
  }: { files?: RegExp; except?: RegExp; skipFolders?: string[] } = {},
): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return skipFolders.includes(entry.name) ? [] : filesUnder(full, { files, except, skipFolders });
    return files.test(entry.name) && !except?.test(entry.name) ? [full] : [];
  });
}
