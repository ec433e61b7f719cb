import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/db/migrate.ts';
import { startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { runMigrate, runServerToExit } from './runToExit.ts';

const allVersions = readMigrations().map((migration) => migration.version);

/** The versions a `npm run migrate` run says it applied ("  001_accounts" lines). */
function appliedIn(stdout: string): string[] {
  return stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => allVersions.includes(line));
}

/** `npm run migrate` (docs/operations.md) and MIGRATE_ON_START=false. */
describe.skipIf(skipDatabaseLeg)(`migrations on ${testDatabaseKind}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.runIf(testDatabaseKind === 'postgres')(
    'applies each migration exactly once when several `npm run migrate` run at once',
    async () => {
      const databaseUrl = (await createTestDatabaseUrl())!;
      const runs = await Promise.all(
        Array.from({ length: 4 }, () =>
          runMigrate({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOOKUP_SEED: 'true' }),
        ),
      );
      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      const applied = runs.flatMap((run) => appliedIn(run.stdout));
      expect(applied.sort()).toEqual(allVersions);
      // The bundled lookup data is loaded once, by one of them (under its advisory lock).
      expect(runs.filter((run) => /Loaded \d+ lookup records \(colleges\)/.test(run.stdout))).toHaveLength(1);
      const client = new pg.Client(databaseUrl);
      await client.connect();
      try {
        const rows = await client.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(rows.rows.map((row) => row.version)).toEqual(allVersions);
      } finally {
        await client.end();
      }
      const again = await runMigrate({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/is up to date/);
      expect(again.stdout).not.toContain('hunter2');
    },
    180_000,
  );

  it.runIf(testDatabaseKind === 'pglite')(
    'migrates a PGlite database in DATA_DIR',
    async () => {
      const fresh = join(dataDir, 'pglite');
      const first = await runMigrate({ DATA_DIR: fresh, LOOKUP_SEED: 'true' });
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain(`Applied ${allVersions.length} migration(s) to PGlite in ${join(fresh, 'db')}`);
      expect(appliedIn(first.stdout)).toEqual(allVersions);
      expect(first.stdout).toMatch(/Loaded \d+ lookup records \(colleges\)/);
      const again = await runMigrate({ DATA_DIR: fresh, LOOKUP_SEED: 'true' });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toMatch(/is up to date/);
      expect(again.stdout).not.toMatch(/lookup records/);
    },
    120_000,
  );

  it('refuses to start with MIGRATE_ON_START=false on an unmigrated database, and starts after `npm run migrate`', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const env = {
      DATA_DIR: join(dataDir, 'no-migrate'),
      MIGRATE_ON_START: 'false',
      // The server would load the colleges itself if `npm run migrate` had not.
      LOOKUP_SEED: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const refused = await runServerToExit(env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `has ${allVersions.length} pending migration\\(s\\) \\(${allVersions[0]}, .*MIGRATE_ON_START=false: run \`npm run migrate\` first`,
      ),
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /);

    expect((await runMigrate(env)).code).toBe(0);
    const server = await startServerProcess(env);
    try {
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      // The colleges came with the migration: the serving process loaded none.
      const found = await fetch(`${server.baseUrl}/lookup/find?category=college_ceeb&query=harvard`);
      expect(found.status).toBe(200);
      expect(JSON.stringify(await found.json())).toMatch(/Harvard/i);
      expect(server.output()).not.toMatch(/lookup records/);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 180_000);
});
