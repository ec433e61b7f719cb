/**
 * `npm run export` over 10,000 generated submitted applications of the NSU
 * tenant, on PostgreSQL and on PGlite: the CLI as its own process (as an
 * operator runs it, working on the database directly), CSV to a file. Time
 * and peak RSS (GNU time's maximum resident set size) at 2,000 and at 10,000
 * applications: the export streams (keyset pages, rows written as they come),
 * so its memory must not grow with the number of applications: the CLI runs
 * in a 128 MB V8 heap (see heapLimitMb). Budgets: peak RSS growth from 2,000
 * to 10,000 applications <= 30 MB, 10,000 applications <= 120 s (medians of
 * three exports each).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../packages/server/src/db/openDatabase.ts';
import { isPostgresAvailable, startThrowawayPostgres } from '../scripts/throwawayPostgres.ts';
import { repositoryRoot } from '../scripts/test/spawnServer.ts';
import { validAnswers, validState } from '../test/tenants/nsu-international/validAnswers.ts';
import { recordFigure, resetFigures } from './support/figures.ts';
import { median } from './support/percentile.ts';

resetFigures();

const counts = [2_000, 10_000] as const;
/**
 * The CLI runs with this V8 heap limit: with the default one V8 collects
 * lazily and the peak grows with the garbage made, not with what is kept.
 * A process that kept anything per application would run out of this heap
 * (with 64 MB a 10,000-application run does: the tenant, its compiled
 * schemas and tsx take ~46 MB).
 */
const heapLimitMb = 128;

/**
 * Exports per count; the figures are their medians. One export's peak RSS on
 * PGlite moved by 35 MB between runs of the same code (320 then 357 MB at
 * 10,000 applications, 337 then 303 at 2,000): the database runs inside the
 * CLI and its memory grows with what it reads and when V8 collects.
 */
const repeats = 3;

/** Adds submitted applicants up to `total`, each with the complete NSU application (its own name). */
async function seed(database: { databaseUrl: string | undefined; dataDir: string }, total: number): Promise<void> {
  const db = await openDatabase({ ...database, poolMax: 2, migrations: 'apply' });
  try {
    const existing = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n);
    await db.query(
      `INSERT INTO users (username, password_hash, confirmed_at)
       SELECT 'bench-' || i || '@example.com', 'not-a-hash', now() FROM generate_series($1::int, $2::int) AS i`,
      [existing + 1, total],
    );
    await db.query(
      `INSERT INTO applications (user_id, answers, revision, tabs, add_another, submitted_at, updated_at)
       SELECT u.id, $1::jsonb || jsonb_build_object('first_name', 'Amara ' || u.id), 3, $2::jsonb, '{}'::jsonb,
              timestamptz '2026-11-01T00:00:00Z' + u.id * interval '1 second', now()
       FROM users u WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = u.id)`,
      [JSON.stringify(validAnswers), JSON.stringify(validState.tabs)],
    );
  } finally {
    await db.close();
  }
}

/** Runs `npm run export -- --out <file>` under GNU time: seconds and peak RSS in MB. */
function runExport(database: { databaseUrl: string | undefined; dataDir: string }): {
  seconds: number;
  peakMb: number;
  rows: number;
} {
  const out = join(database.dataDir, 'export.csv');
  const timing = join(database.dataDir, 'time.txt');
  const started = performance.now();
  const result = spawnSync(
    '/usr/bin/time',
    [
      '-f',
      '%M',
      '-o',
      timing,
      process.execPath,
      `--max-old-space-size=${heapLimitMb}`,
      '--import',
      'tsx',
      'scripts/admin/export.ts',
      '--out',
      out,
    ],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl ?? '',
        TENANT: 'nsu-international',
        LOG_LEVEL: 'warn',
        LOOKUP_SEED: 'false',
      },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`npm run export failed (${result.status}):\n${result.stderr}`);
  const peakKb = Number(readFileSync(timing, 'utf8').trim().split('\n').at(-1));
  const rows = readFileSync(out, 'utf8').split('\r\n').length - 2;
  console.log(`  ${result.stderr.trim()} (${(statSync(out).size / 2 ** 20).toFixed(1)} MB)`);
  return { seconds, peakMb: peakKb / 1024, rows };
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-export-${label}-`));
  const database = { databaseUrl, dataDir };
  try {
    const peaks: number[] = [];
    for (const count of counts) {
      await seed(database, count);
      const runs = Array.from({ length: repeats }, () => runExport(database));
      const wrong = runs.find((run) => run.rows !== count);
      if (wrong) throw new Error(`expected ${count} rows, got ${wrong.rows}`);
      const peakMb = median(runs.map((run) => run.peakMb));
      peaks.push(peakMb);
      const name = count.toLocaleString('en-US');
      recordFigure({
        figure: `export ${name} applications on ${label}: time`,
        value: median(runs.map((run) => run.seconds)),
        unit: 's',
        ...(count === 10_000 ? { budget: { op: '<=', value: 120 } } : {}),
        note:
          `median of ${repeats}; npm run export -- --out file (CSV), the CLI process from start to exit, ` +
          'working on the database directly',
      });
      recordFigure({
        figure: `export ${name} applications on ${label}: peak RSS`,
        value: peakMb,
        unit: 'MB',
        note:
          `median of ${repeats} (${runs.map((run) => run.peakMb.toFixed(0)).join(', ')} MB); GNU time's maximum ` +
          'resident set size of the CLI process (PGlite: the database runs inside it)',
      });
    }
    recordFigure({
      figure: `export on ${label}: peak RSS growth, 2,000 -> 10,000 applications`,
      value: peaks[1]! - peaks[0]!,
      unit: 'MB',
      budget: { op: '<=', value: 30 },
      note: 'streaming: one page of 200 records in memory whatever the number of applications',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_DATABASE=postgres or pglite runs one half only.
const only = process.env.BENCH_DATABASE?.toLowerCase();
if (only !== 'pglite' && isPostgresAvailable()) {
  const pg = await startThrowawayPostgres();
  try {
    await benchDatabase('PostgreSQL', await pg.createDatabase('bench_export'));
  } finally {
    await pg.stop();
  }
} else if (only !== 'pglite') {
  console.log('PostgreSQL binaries not found: the PostgreSQL half is skipped.');
}
if (only !== 'postgres') await benchDatabase('PGlite', undefined);
