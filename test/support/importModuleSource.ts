import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Imports ES module source text (e.g. a generated validator module, which imports nothing) from a temp file. */
export async function importModuleSource<T>(source: string): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'module-source-'));
  try {
    const file = join(dir, 'module.mjs');
    writeFileSync(file, source);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
