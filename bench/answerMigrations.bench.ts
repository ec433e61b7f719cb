/**
 * `npm run migrate-answers` over 100,000 generated applications in progress
 * of the NSU tenant on PostgreSQL (throwaway cluster), run as its own
 * process as an operator runs it, while 200 applicants keep saving their
 * answers (`PUT /api/answer`, 16 connections in a closed loop) against the
 * compiled server on the same database. Four steps (a rename, a code map, a
 * drop, a re-ask) each change every application. Budgets: the run <= 30 s
 * (from spawning the command to its exit, the tenant's load included); the
 * saves' p99 during the run <= 100 ms, with no failed save.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../packages/server/src/db/openDatabase.ts';
import { isPostgresAvailable, startThrowawayPostgres } from '../scripts/throwawayPostgres.ts';
import { repositoryRoot } from '../scripts/test/spawnServer.ts';
import { validAnswers } from '../test/tenants/nsu-international/validAnswers.ts';
import { callJson, createApplicants } from './support/benchApplicants.ts';
import { startBenchServer } from './support/benchServer.ts';
import { recordFigure, resetFigures } from './support/figures.ts';

resetFigures();

const applications = Number(process.env.BENCH_APPLICATIONS || 100_000);
const connections = 16;
const batch = Number(process.env.BENCH_BATCH || 250);

const { preferred_name: preferredName, gender, ...rest } = validAnswers as Record<string, string | boolean>;
/** An application saved under the earlier definition: old key names, an old code, an answer no longer asked. */
const oldAnswers = { ...rest, nickname: preferredName ?? 'Ami', gender: 'OLD', old_essay: 'An essay '.repeat(20) };
const steps = [
  { id: 'nickname', rename: { from: 'nickname', to: 'preferred_name' } },
  { id: 'gender-codes', mapCodes: { key: 'gender', codes: { OLD: gender } } },
  { id: 'drop-old-essay', drop: { key: 'old_essay' } },
  { id: 'reask-phone', reask: { key: 'phone_home' } },
];

if (!isPostgresAvailable()) {
  console.log('PostgreSQL binaries not found: the answer migration bench runs on PostgreSQL only.');
  process.exit(0);
}
const tenantsDir = join(mkdtempSync(join(tmpdir(), 'bench-answer-migrations-')), 'tenants');
cpSync(join(repositoryRoot, 'tenants/nsu-international'), join(tenantsDir, 'nsu-international'), { recursive: true });
writeFileSync(join(tenantsDir, 'nsu-international/migrations.json'), `${JSON.stringify({ steps }, null, 2)}\n`);
const tenantEnv = { TENANTS_DIR: tenantsDir, TENANT: 'nsu-international' };

const pg = await startThrowawayPostgres();
try {
  const databaseUrl = await pg.createDatabase('bench_answer_migrations');
  const server = await startBenchServer({ databaseUrl, label: 'answer-migrations', env: tenantEnv });
  try {
    const applicants = await createApplicants(server, 200);
    for (const applicant of applicants) {
      await callJson(server.baseUrl, 'PUT', '/api/answer', validAnswers, applicant.cookie);
    }
    const seedStarted = performance.now();
    const db = await openDatabase({ databaseUrl, dataDir: server.dataDir, poolMax: 2, migrations: 'skip' });
    try {
      await db.query(
        `INSERT INTO users (username, password_hash, confirmed_at)
         SELECT 'migrate-' || i || '@example.com', 'not-a-hash', now() FROM generate_series(1, $1::int) AS i`,
        [applications],
      );
      await db.query(
        `INSERT INTO applications (user_id, answers, revision, updated_at)
         SELECT u.id, $1::jsonb || jsonb_build_object('first_name', 'Amara ' || u.id), 3, now()
         FROM users u WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = u.id)`,
        [JSON.stringify(oldAnswers)],
      );
      await db.query('ANALYZE');
    } finally {
      await db.close();
    }
    console.log(`${applications} applications seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    // The saves run from before the command starts until it exits.
    let next = 0;
    let finished: (result: autocannon.Result) => void = () => {};
    const loadDone = new Promise<autocannon.Result>((resolve) => (finished = resolve));
    const load = autocannon(
      {
        url: server.baseUrl,
        connections,
        duration: 600,
        requests: [
          {
            method: 'PUT',
            path: '/api/answer',
            body: JSON.stringify(validAnswers),
            setupRequest: (req) => ({
              ...req,
              headers: {
                origin: server.baseUrl,
                'content-type': 'application/json',
                cookie: applicants[next++ % applicants.length]!.cookie,
              },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) throw error;
        finished(result);
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const started = performance.now();
    const run = spawn(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/migrateAnswersMain.ts', '--batch', String(batch)],
      {
        cwd: repositoryRoot,
        env: { ...process.env, ...tenantEnv, DATABASE_URL: databaseUrl, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    const seconds = (performance.now() - started) / 1000;
    load.stop();
    const result = await loadDone;
    if (code !== 0) throw new Error(`npm run migrate-answers exited with ${code}:\n${output}`);
    console.log(output.split('\n').slice(0, 3).join('\n'));

    const check = await openDatabase({ databaseUrl, dataDir: server.dataDir, poolMax: 1, migrations: 'skip' });
    const applied = Number(
      (await check.query<{ n: number }>('SELECT count(*)::int AS n FROM answer_migration_applied')).rows[0]!.n,
    );
    await check.close();
    const expected = (applications + applicants.length) * steps.length;
    if (applied !== expected) throw new Error(`expected ${expected} steps applied, found ${applied}`);

    const note = `${applications} applications, batches of ${batch}, 4 steps; ${connections} save connections meanwhile`;
    recordFigure({
      figure: `migrate-answers of ${applications} applications on PostgreSQL`,
      value: seconds,
      unit: 's',
      budget: { op: '<=', value: 30 },
      note: `${note}; spawn to exit`,
    });
    recordFigure({
      figure: 'PUT /api/answer p99 during migrate-answers',
      value: result.latency.p99,
      unit: 'ms',
      budget: { op: '<=', value: 100 },
      note,
    });
    recordFigure({ figure: 'PUT /api/answer p50 during migrate-answers', value: result.latency.p50, unit: 'ms', note });
    recordFigure({
      figure: 'PUT /api/answer saves/s during migrate-answers',
      value: result['2xx'] / result.duration,
      unit: 'req/s',
      note,
    });
    recordFigure({
      figure: 'PUT /api/answer failed during migrate-answers',
      value: result.non2xx + result.errors,
      unit: 'count',
      budget: { op: '<=', value: 0 },
    });
  } finally {
    await server.stop();
  }
} finally {
  await pg.stop();
  rmSync(join(tenantsDir, '..'), { recursive: true, force: true });
}
