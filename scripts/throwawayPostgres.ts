/**
 * Starts a throwaway PostgreSQL cluster for tests and benchmarks: initdb into a
 * temp dir, listen on 127.0.0.1 on a free port, stop and delete it afterwards.
 *
 * initdb refuses to run as root, so when we are root the cluster is created and
 * run as the `postgres` system user (via runuser).
 *
 * CLI: `npm run pg:throwaway` prints the DATABASE_URL and keeps the cluster up
 * until Ctrl-C.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../packages/server/src/freePort.ts';

export interface ThrowawayPostgres {
  /** Connection string for the `postgres` superuser on the default database. */
  url: string;
  port: number;
  dataDir: string;
  /** Creates a fresh database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

/** Finds the PostgreSQL server binaries (Debian keeps them out of PATH). */
export function findPostgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(join(debianRoot, version, 'bin'));
  }
  for (const dir of ['/usr/local/pgsql/bin', '/usr/bin', '/usr/local/bin']) candidates.push(dir);
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function runAsOwner(bin: string, args: string[]): string {
  const [cmd, fullArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface ThrowawayPostgresOptions {
  /**
   * false: no fsync of commits and checkpoints. For tests, whose data need not
   * survive a crash of the cluster (they never crash it): each commit and each
   * CREATE DATABASE skips its wait for the disk. Benchmarks keep the default
   * (true), the durability production has.
   */
  durable?: boolean;
}

export async function startThrowawayPostgres(settings: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) were not found');
  const dataDir = mkdtempSync(join(tmpdir(), 'throwaway-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dataDir, uid, gid);
  }
  chmodSync(dataDir, 0o700);
  const clusterDir = join(dataDir, 'cluster');
  runAsOwner(join(binDir, 'initdb'), ['-D', clusterDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dataDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=200',
    '-c shared_buffers=64MB',
    ...(settings.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  runAsOwner(join(binDir, 'pg_ctl'), [
    '-D',
    clusterDir,
    '-o',
    options,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    try {
      runAsOwner(join(binDir, 'pg_ctl'), ['-D', clusterDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const createDatabase = async (name: string): Promise<string> => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name: ${name}`);
    const psql = join(binDir, 'psql');
    execFileSync(psql, ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-qc', `CREATE DATABASE ${name}`], {
      stdio: 'pipe',
    });
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  };
  return { url, port, dataDir, createDatabase, stop };
}

export function isPostgresAvailable(): boolean {
  return findPostgresBinDir() !== undefined;
}

async function main(): Promise<void> {
  const pg = await startThrowawayPostgres();
  console.log(`Throwaway PostgreSQL is running.\nDATABASE_URL=${pg.url}\nPress Ctrl-C to stop and delete it.`);
  const shutdown = (): void => {
    void pg.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // Keep the process alive until a signal arrives.
  setInterval(() => undefined, 1 << 30);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void main();
}
