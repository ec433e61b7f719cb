import { join } from 'node:path';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pgliteDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in $DATA_DIR/db; migrated before use. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgresDatabase(options.databaseUrl)
    : await openPgliteDatabase(join(options.dataDir, 'db'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
