import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../../scripts/test/spawnServer.ts';
import { openDatabase } from '../../src/db/openDatabase.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { runToExit } from '../operations/runToExit.ts';
import { copyMiniTenant, miniMigrations } from './migratedMiniTenant.ts';

const inProgress = 600;
const submitted = 50;
const stepCount = miniMigrations.steps.length;

const seedAnswers = (n: number) => ({
  first_name: `Applicant ${n}`,
  birth_date: '2000-01-01',
  country: 'MEX',
  country_desc: 'Mexico',
  essay: `Essay ${n}`,
  sat_score: String(1000 + n),
  hs_name: `School ${n}`,
});

/**
 * `npm run migrate-answers` killed with SIGKILL mid-run, then run again: every
 * application in progress has every step exactly once (one new revision each,
 * one record of each change), the submitted ones none.
 */
describe.skipIf(skipDatabaseLeg)(`a migrate-answers run killed mid-way, then resumed, on ${testDatabaseKind}`, () => {
  const copy = copyMiniTenant('answer-migrations-resume-');
  const dataDir = freshDataDir('answer-migrations-resume-');
  afterAll(() => {
    copy.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and repeats nothing', async () => {
    const databaseUrl = await createTestDatabaseUrl('migrated');
    const database = { databaseUrl, dataDir };
    const withDb = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> => {
      const db = await openDatabase({ ...database, poolMax: 2, migrations: 'apply' });
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    };
    await withDb(async (db) => {
      await db.query(
        `INSERT INTO users (username, password_hash, confirmed_at)
         SELECT 'resume-' || i || '@example.com', 'not-a-hash', now() FROM generate_series(1, $1::int) AS i`,
        [inProgress + submitted],
      );
      const users = await db.query<{ id: string }>('SELECT id::text AS id FROM users ORDER BY id');
      await db.query(
        `INSERT INTO applications (user_id, answers, revision, submitted_at)
         SELECT v.id, v.answers::jsonb, 1, CASE WHEN v.n > $3::int THEN now() END
         FROM unnest($1::bigint[], $2::text[]) WITH ORDINALITY AS v(id, answers, n)`,
        [users.rows.map((u) => u.id), users.rows.map((_, i) => JSON.stringify(seedAnswers(i + 1))), inProgress],
      );
    });
    copy.applyEdits();
    const env = {
      DATA_DIR: dataDir,
      TENANTS_DIR: copy.tenantsDir,
      TENANT: 'mini',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const args = ['--import', 'tsx', 'packages/server/src/migrateAnswersMain.ts', '--batch', '10'];

    // The first run, killed once it has reported progress (200 applications: 20 batches of 10).
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, args, { cwd: repositoryRoot, env: { ...inherited, ...env } });
    let output = '';
    const killed = await new Promise<boolean>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('so far')) resolve(child.kill('SIGKILL'));
      });
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => resolve(false));
    });
    expect(killed, output).toBe(true);
    await new Promise((resolve) => child.once('close', resolve));

    const partial = await withDb(async (db) => {
      const result = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM answer_migration_applied');
      return result.rows[0]!.n;
    });
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(inProgress * stepCount);
    expect(partial % stepCount).toBe(0);

    const rerun = await runToExit(process.execPath, args, env);
    expect(rerun, rerun.stderr).toMatchObject({ code: 0 });
    expect(rerun.stdout).toContain(`${inProgress - partial / stepCount} application(s) in progress`);

    await withDb(async (db) => {
      const rows = await db.query<{ answers: Record<string, unknown>; revision: number; submitted: boolean }>(
        'SELECT answers, revision, submitted_at IS NOT NULL AS submitted FROM applications ORDER BY user_id',
      );
      const open = rows.rows.filter((row) => !row.submitted);
      const closed = rows.rows.filter((row) => row.submitted);
      expect(open).toHaveLength(inProgress);
      // One new revision each: no application was written twice.
      expect(open.filter((row) => row.revision !== 2)).toEqual([]);
      expect(open.filter((row) => 'birth_date' in row.answers || row.answers.date_of_birth !== '2000-01-01')).toEqual(
        [],
      );
      expect(
        open.filter((row) => row.answers.country !== 'CAN' || 'essay' in row.answers || 'sat_score' in row.answers),
      ).toEqual([]);
      expect(closed.filter((row) => row.revision !== 1 || row.answers.country !== 'MEX')).toEqual([]);
      const counts = await db.query<{ applied: number; changes: number; archived: number; reasks: number }>(
        `SELECT (SELECT count(*)::int FROM answer_migration_applied) AS applied,
                (SELECT count(*)::int FROM answer_migration_changes) AS changes,
                (SELECT count(*)::int FROM answer_archive) AS archived,
                (SELECT count(*)::int FROM answer_reasks) AS reasks`,
      );
      // Per application: 2 + 2 (two renames), 2 (code and label), 1 (essay), 1 (sat_score) changes.
      expect(counts.rows[0]).toEqual({
        applied: inProgress * stepCount,
        changes: inProgress * 8,
        archived: inProgress * 2,
        reasks: inProgress,
      });
    });
  }, 240_000);
});
