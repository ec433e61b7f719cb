/**
 * The real server as production runs it: compiled to JavaScript (`npm run
 * build`; compiled here once per bench process) and started with node
 * (`packages/server/dist/main.js` with the environment `npm run serve` gives it,
 * `scripts/build/serveCommand.ts`), after the compiled
 * migration step on its database, as a child process for the server
 * benchmarks: logs at `info` go to a file
 * (as they would to a journal), not through a pipe into the bench process.
 * `BENCH_CPU_PROF=1` writes a V8 CPU profile of the server to
 * `bench/results/profiles/` when it exits (see bench/support/summariseProfile.ts).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { compileServer } from '../../scripts/build/compileServerBundle.ts';
import { serveArguments, serveEnvironment } from '../../scripts/build/serveCommand.ts';
import { repositoryRoot } from '../../scripts/test/spawnServer.ts';
import { partialResultsDir } from './figures.ts';

export interface BenchServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** From spawning the serving process to its first `200` from /readyz, in ms. */
  startupMs: number;
  /** The server's resident memory now (VmRSS from /proc), in MB. */
  residentMb(): number;
  stop(): Promise<void>;
}

export const profilesDir = join(partialResultsDir, 'profiles');

let compiled: Promise<unknown> | undefined;

/** Compiles the server into packages/server/dist once per bench process (`npm run build`'s compile step). */
export function compileServerOnce(): Promise<unknown> {
  compiled ??= compileServer();
  return compiled;
}

export async function startBenchServer(options: {
  databaseUrl?: string;
  label: string;
  /** More settings for this bench (a tenant, a webhook): over the defaults above. */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  await compileServerOnce();
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${options.label}-`));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const nodeArgs: string[] = [];
  if (process.env.BENCH_CPU_PROF === '1') {
    // One profile per thread (the document worker has its own); the biggest file is the server's.
    const dir = join(profilesDir, options.label);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    nodeArgs.unshift('--cpu-prof', `--cpu-prof-dir=${dir}`);
  }
  const env = {
    ...process.env,
    ...serveEnvironment,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    STATIC_DIR: '',
    LOG_LEVEL: 'info',
    // 200 sign-ups and logins from one address in a few seconds.
    RATE_LIMIT_FACTOR: '100000',
    ...options.env,
  };
  // As docs/deployment.md deploys: `npm run migrate` (schema and the bundled
  // lookup data), then the serving node, which then loads nothing itself.
  const migrated = spawnSync(process.execPath, ['packages/server/dist/migrateMain.js'], {
    cwd: repositoryRoot,
    env,
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`npm run migrate failed:\n${migrated.stdout}${migrated.stderr}`);
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...serveArguments], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 120_000;
  let baseUrl: string | undefined;
  while (!baseUrl) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${readFileSync(logFile, 'utf8')}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 120 s:\n${readFileSync(logFile, 'utf8')}`);
    }
    baseUrl = /running at (http:\/\/\S+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
    if (!baseUrl) await sleep(20);
  }
  while ((await fetch(`${baseUrl}/readyz`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`The server was not ready within 120 s`);
    await sleep(20);
  }
  const startupMs = performance.now() - spawnedAt;
  return {
    baseUrl,
    startupMs,
    dataDir,
    child,
    residentMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
      return kb / 1024;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
