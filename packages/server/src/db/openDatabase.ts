import { join } from 'node:path';
import type { Database } from './database.ts';
import { migrate, pendingMigrations } from './migrate.ts';

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Connections per node to PostgreSQL (default 10). */
  poolMax?: number;
  /**
   * 'apply' (default): apply pending migrations; 'require': refuse a database
   * with pending migrations (MIGRATE_ON_START=false); 'skip': neither
   * (`npm run migrate` applies them itself).
   */
  migrations?: 'apply' | 'require' | 'skip';
}

/** An operational failure at start that deserves one clear line, not a stack trace. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The connection URL without its password, for messages. */
export function describeDatabase(options: Pick<DatabaseOptions, 'databaseUrl' | 'dataDir'>): string {
  if (!options.databaseUrl) return `PGlite in ${join(options.dataDir, 'db')}`;
  try {
    const url = new URL(options.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL at ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in $DATA_DIR/db; migrated before use unless told otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let db: Database;
  try {
    // Only the driver of the database in use is loaded (PGlite's is large and unused on PostgreSQL).
    db = options.databaseUrl
      ? await (await import('./postgresDatabase.ts')).openPostgresDatabase(options.databaseUrl, options.poolMax ?? 10)
      : await (await import('./pgliteDatabase.ts')).openPgliteDatabase(join(options.dataDir, 'db'));
  } catch (error) {
    throw new StartupError(`Cannot open the database (${describeDatabase(options)}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    const mode = options.migrations ?? 'apply';
    if (mode === 'apply') await migrate(db);
    if (mode === 'require') {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) {
        throw new StartupError(
          `The database (${describeDatabase(options)}) has ${pending.length} pending migration(s) ` +
            `(${pending.join(', ')}) and MIGRATE_ON_START=false: run \`npm run migrate\` first.`,
        );
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
