import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { migrate, readMigrations } from '../../src/db/migrate.ts';
import { openPostgresDatabase } from '../../src/db/postgresDatabase.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

/**
 * Every node migrates on start, and a fleet starts at once: several processes
 * migrating one fresh database together must all succeed and apply each
 * migration once (caught by scaleOut/twoNodes.test.ts first: the second node
 * died on `CREATE TABLE IF NOT EXISTS schema_migrations`).
 */
describe.skipIf(skipDatabaseLeg || testDatabaseKind !== 'postgres')(
  'migrations started by several nodes at once (PostgreSQL leg only: PGlite allows one process)',
  () => {
    const handles: Database[] = [];
    afterAll(async () => {
      await Promise.all(handles.map((db) => db.close()));
    });

    it('all succeed on a fresh database, and each migration is applied exactly once', async () => {
      const url = (await createTestDatabaseUrl())!;
      for (let node = 0; node < 4; node++) handles.push(await openPostgresDatabase(url));
      const applied = await Promise.all(handles.map((db) => migrate(db)));
      const versions = readMigrations().map((migration) => migration.version);
      expect(applied.flat().sort()).toEqual(versions);
      const recorded = await handles[0]!.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY 1');
      expect(recorded.rows.map((row) => row.version)).toEqual(versions);
    });
  },
);
