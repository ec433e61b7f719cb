import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../packages/server/src/db/openDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data dir whose PGlite database has every migration applied ('' outside the PGlite leg). */
    pgliteTemplateDir: string;
  }
}

/**
 * A data dir holding a PGlite database with every migration applied and no
 * data. Creating a PGlite database runs initdb inside WebAssembly, the bulk
 * of a server start (seconds, many more under load); copying a migrated one
 * takes a fraction of a second, and the server still checks its migrations
 * when it opens the copy.
 */
export async function createPgliteTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const db = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  await db.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new data dir (prefix as for mkdtemp) holding a copy of the template's migrated database. */
export function copyPgliteTemplate(templateDir: string, prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(templateDir, 'db'), join(dataDir, 'db'), { recursive: true });
  return dataDir;
}
