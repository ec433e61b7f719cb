import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** The permission bits of group and others: none of what the server keeps may carry them. */
const groupAndOthers = 0o077;

/**
 * Makes every file and directory this process creates from now on its
 * user's alone (files 0600, directories 0700), whatever umask it was started
 * with. Libraries that write with the default modes (PGlite's database
 * files, 0666 before the umask) are covered too, which explicit modes on our
 * own writes cannot do. Called first thing by each program's main; a worker
 * thread cannot change the process's umask and shares its main thread's.
 */
export function keepNewFilesOwnerOnly(): void {
  if (isMainThread) process.umask(groupAndOthers);
}

/** Whether `mode` gives group or others any access. */
export function openToOthers(mode: number): boolean {
  return (mode & groupAndOthers) !== 0;
}

/**
 * Creates `path` (and missing parents) as 0700, or takes group and other
 * access away from it when it exists: a directory of ours at 0700 hides what
 * it holds from every other account, whatever the modes inside. A directory
 * another user owns (a shared volume) is left as it is: only its owner may
 * change its mode, and the server can still use it. Returns whether `path`
 * is now its owner's alone.
 */
export function ownerOnlyDirectory(path: string): boolean {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const { mode } = lstatSync(path);
  if (!openToOthers(mode)) return true;
  try {
    chmodSync(path, mode & 0o700);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false;
    throw error;
  }
}

/**
 * Takes group and other access away from `path` and everything under it
 * (symbolic links are left alone: their target is not ours to change).
 * For trees the server alone writes, made by an older version or another
 * umask. Returns how many entries it changed.
 */
export function tightenTree(path: string): number {
  let changed = 0;
  const visit = (entry: string): void => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    if (openToOthers(stats.mode)) {
      chmodSync(entry, stats.mode & 0o700);
      changed += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(join(entry, name));
  };
  visit(path);
  return changed;
}
