import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite runs PostgreSQL with `fsync=off` and its Node file system maps
 * fsync() to a no-op: a commit has been write()n to the WAL (it survives a
 * crash of this process) but may still sit in the OS page cache (a power loss
 * could drop it). We therefore fsync the WAL segment files a transaction wrote
 * to, after the commit and before the caller sees it. WAL segment names of one
 * timeline sort in write order, so "from .. to" is a lexicographic range.
 */
export function fsyncWalSegments(dataDir: string, fromSegment: string, toSegment: string): void {
  const walDir = join(dataDir, 'pg_wal');
  const names =
    fromSegment === toSegment ? [fromSegment] : walSegmentsBetween(readdirSync(walDir), fromSegment, toSegment);
  for (const name of names) fsyncPath(join(walDir, name), 'r+');
  // A new segment file is a directory entry too.
  if (fromSegment !== toSegment) fsyncPath(walDir, 'r');
}

/** The WAL segment files (24 hex digits) from `fromSegment` to `toSegment`, both included. */
export function walSegmentsBetween(names: readonly string[], fromSegment: string, toSegment: string): string[] {
  const [low, high] = [fromSegment, toSegment].sort() as [string, string];
  return names.filter((name) => /^[0-9A-F]{24}$/.test(name) && name >= low && name <= high).sort();
}

function fsyncPath(path: string, flags: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, flags);
    fsyncSync(fd);
  } catch (error) {
    // A recycled segment can vanish between listing and opening it.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
