import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same on every node.
const MIGRATION_LOCK_ID = 728_111_001;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(directory: string = migrationsDir): Migration[] {
  return readdirSync(directory)
    .filter((name) => /^\d{3,}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.replace(/\.sql$/, ''), sql: readFileSync(join(directory, name), 'utf8') }));
}

/**
 * Applies pending migrations in order, each in its own transaction, and
 * returns the versions this call applied. Every step holds the same
 * transaction-scoped advisory lock, so several nodes (or `npm run migrate`
 * processes) starting at once each apply a migration at most once; the
 * bookkeeping table is created under the lock too (a concurrent
 * CREATE TABLE IF NOT EXISTS can fail otherwise).
 */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  for (const migration of migrations) {
    await db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
        if (done.rowCount > 0) return;
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
        applied.push(migration.version);
      })
      .catch((error: unknown) => {
        throw new Error(`migration ${migration.version} failed: ${(error as Error).message}`, { cause: error });
      });
  }
  return applied;
}

/** The versions not yet applied to `db`, in order (all of them on an empty database). */
export async function pendingMigrations(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const table = await db.query<{ exists: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS exists");
  if (!table.rows[0]?.exists) return migrations.map((migration) => migration.version);
  const done = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => row.version));
  return migrations.map((migration) => migration.version).filter((version) => !applied.has(version));
}
