/**
 * Server throughput with autocannon over loopback against the real server
 * process, on PostgreSQL (throwaway cluster) and on PGlite (temp DATA_DIR):
 * 200 logged-in applicants spread over 64 connections, 10 s per route:
 * `PUT /api/answer` with a complete answer set, `GET /api/profile`, and
 * `/healthz` of the same server as a ceiling. Then the server's resident memory.
 *
 * autocannon runs in this process, so the load generator shares the machine's
 * cores with the server (2 on the reference machine): the figures are a floor.
 * Budgets (on PostgreSQL): saves >= 1,500/s with p99 <= 50 ms,
 * profile p99 <= 10 ms; memory <= 300 MB on both databases.
 */
import autocannon from 'autocannon';
import { validAnswers } from '../test/tenants/nsu-international/validAnswers.ts';
import { isPostgresAvailable, startThrowawayPostgres } from '../scripts/throwawayPostgres.ts';
import { type BenchApplicant, callJson, createApplicants } from './support/benchApplicants.ts';
import { type BenchServer, startBenchServer } from './support/benchServer.ts';
import { recordFigure, resetFigures } from './support/figures.ts';

resetFigures();

const applicantCount = 200;
const connections = 64;
const seconds = Number(process.env.BENCH_SECONDS || 10);
const answersBody = JSON.stringify(validAnswers);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(
  server: BenchServer,
  request: { method: 'GET' | 'PUT'; path: string; body?: string },
  applicants: readonly BenchApplicant[],
  duration: number,
  connectionCount = connections,
): Promise<Run> {
  let next = 0;
  const headers: Record<string, string> = { origin: server.baseUrl };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const result = await autocannon({
    url: server.baseUrl,
    connections: connectionCount,
    duration,
    requests: [
      {
        method: request.method,
        path: request.path,
        ...(request.body === undefined ? {} : { body: request.body }),
        // Each request is the next applicant's: 200 sessions over 64 connections.
        setupRequest: (req) => {
          const applicant = applicants[next++ % applicants.length];
          return { ...req, headers: { ...headers, cookie: applicant?.cookie ?? '' } };
        },
      },
    ],
  });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function recordRun(label: string, route: string, run: Run, budgets: { rps?: number; p99?: number } = {}): void {
  const note = `${connections} connections, ${seconds} s, ${applicantCount} applicants; load generator on the same cores`;
  const failures = run.non2xx + run.errors;
  if (failures > 0) console.log(`${label} ${route}: ${run.non2xx} non-2xx responses and ${run.errors} errors`);
  recordFigure({
    figure: `${route} on ${label}: requests/s`,
    value: failures > 0 ? 0 : run.rps,
    unit: 'req/s',
    ...(budgets.rps === undefined ? {} : { budget: { op: '>=', value: budgets.rps } }),
    note: failures > 0 ? `${note}; ${run.non2xx} non-2xx, ${run.errors} errors: figure failed` : note,
  });
  recordFigure({ figure: `${route} on ${label}: p50`, value: run.p50, unit: 'ms', note });
  recordFigure({
    figure: `${route} on ${label}: p99`,
    value: run.p99,
    unit: 'ms',
    ...(budgets.p99 === undefined ? {} : { budget: { op: '<=', value: budgets.p99 } }),
    note,
  });
  // A failed run must not pass a budget: mark it over whatever its figures say.
  if (failures > 0) {
    recordFigure({
      figure: `${route} on ${label}: non-2xx + errors`,
      value: failures,
      unit: 'count',
      budget: { op: '<=', value: 0 },
    });
  }
}

async function benchDatabase(label: string, databaseUrl: string | undefined, withBudgets: boolean): Promise<void> {
  const started = performance.now();
  const server = await startBenchServer({ databaseUrl, label: label.toLowerCase() });
  try {
    console.log(`${label}: server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleMb = server.residentMb();
    const setupStarted = performance.now();
    const applicants = await createApplicants(server, applicantCount);
    // Every applicant has a complete answer set stored before the load.
    for (const applicant of applicants) {
      await callJson(server.baseUrl, 'PUT', '/api/answer', validAnswers, applicant.cookie);
    }
    console.log(
      `${label}: ${applicants.length} applicants signed up, confirmed, logged in and answered in ` +
        `${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );
    const save = { method: 'PUT', path: '/api/answer', body: answersBody } as const;
    const profile = { method: 'GET', path: '/api/profile' } as const;
    const health = { method: 'GET', path: '/healthz' } as const;
    // Warm up (JIT, pool, caches) on the routes measured.
    await load(server, save, applicants, 2);
    await load(server, profile, applicants, 2);
    const healthRun = await load(server, health, applicants, seconds);
    const saveRun = await load(server, save, applicants, seconds);
    const profileRun = await load(server, profile, applicants, seconds);
    const residentMb = server.residentMb();
    // The same routes with 4 connections: the latency of the path itself rather than of the
    // queue that 64 connections in a closed loop build in front of it (informative).
    const light = {
      save: await load(server, save, applicants, 5, 4),
      profile: await load(server, profile, applicants, 5, 4),
    };
    // V8's memory reducer collects and gives pages back after some seconds without load.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settledMb = server.residentMb();
    recordRun(label, 'GET /healthz', healthRun);
    recordRun(label, 'PUT /api/answer', saveRun, withBudgets ? { rps: 1500, p99: 50 } : {});
    recordRun(label, 'GET /api/profile', profileRun, withBudgets ? { p99: 10 } : {});
    for (const [route, run] of [
      ['PUT /api/answer', light.save],
      ['GET /api/profile', light.profile],
    ] as const) {
      const note = '4 connections, 5 s; informative';
      if (run.non2xx + run.errors > 0)
        console.log(`${label} ${route} with 4 connections: ${run.non2xx} non-2xx, ${run.errors} errors`);
      recordFigure({ figure: `${route} on ${label}, 4 connections: p50`, value: run.p50, unit: 'ms', note });
      recordFigure({ figure: `${route} on ${label}, 4 connections: p99`, value: run.p99, unit: 'ms', note });
    }
    recordFigure({
      figure: `PUT /api/answer / GET /healthz on ${label}`,
      value: saveRun.rps / healthRun.rps,
      unit: 'ratio',
    });
    recordFigure({
      figure: `GET /api/profile / GET /healthz on ${label}`,
      value: profileRun.rps / healthRun.rps,
      unit: 'ratio',
    });
    recordFigure({
      figure: `server start-up to /readyz on ${label} (compiled, node)`,
      value: server.startupMs,
      unit: 'ms',
      note: 'spawning node packages/server/dist/main.js on a migrated database to the first 200 from /readyz',
    });
    recordFigure({
      figure: `server resident memory idle on ${label}`,
      value: idleMb,
      unit: 'MB',
      ...(label === 'PostgreSQL' ? { budget: { op: '<=', value: 150 } } : {}),
      note: 'VmRSS 2 s after /readyz answered, before any load',
    });
    recordFigure({
      figure: `server resident memory after the runs on ${label}`,
      value: residentMb,
      unit: 'MB',
      budget: { op: '<=', value: 300 },
      note: 'VmRSS of the server process from /proc/<pid>/status, as the last 64-connection run ends',
    });
    recordFigure({
      figure: `server resident memory 10 s after the runs on ${label}`,
      value: settledMb,
      unit: 'MB',
      note: 'after the 4-connection runs and 10 s without requests',
    });
  } finally {
    await server.stop();
  }
}

// BENCH_DATABASE=postgres or pglite runs one half only (e.g. while profiling).
const only = process.env.BENCH_DATABASE?.toLowerCase();
if (only !== 'pglite' && isPostgresAvailable()) {
  const pg = await startThrowawayPostgres();
  try {
    await benchDatabase('PostgreSQL', await pg.createDatabase('bench_throughput'), true);
  } finally {
    await pg.stop();
  }
} else if (only !== 'pglite') {
  console.log('PostgreSQL binaries not found: the PostgreSQL half (with the budgets) is skipped.');
}
if (only !== 'postgres') await benchDatabase('PGlite', undefined, false);
