import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freshDataDir } from '../helpers/freshDataDir.ts';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { childLoggedInClient } from '../trust/support/childAccounts.ts';

/** Every entry under `root` (itself included) whose mode gives group or others any access, as "path mode". */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string): void => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0) found.push(`${relative(root, path) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}

/** Starts the compiled server as a process with umask 022 (the usual login default), as an operator would. */
async function startWithUmask022(env: Record<string, string>): Promise<ServerProcess> {
  const previous = process.umask(0o022);
  try {
    return await startServerProcess(env);
  } finally {
    process.umask(previous);
  }
}

/**
 * The PGlite database holds every answer and password hash, and a session
 * row written into it is a session: DATA_DIR is the server's user's alone
 * whatever the umask, and a DATA_DIR open to others is warned about at start.
 * The files are PGlite's: the PGlite leg only.
 */
describe.runIf(testDatabaseKind === 'pglite')('the data directory is its owner’s alone', () => {
  const roots: string[] = [];
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill('SIGTERM');
  });
  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  it('creates a new DATA_DIR, its database, outbox, uploads and secrets with no group or other access under umask 022', async () => {
    const root = mkdtempSync(join(tmpdir(), 'data-dir-modes-'));
    roots.push(root);
    const dataDir = join(root, 'data');
    const server = await startWithUmask022({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    servers.push(server);
    // A sign-up writes a mail to the outbox and rows (and WAL) to the database.
    await childLoggedInClient(server.baseUrl, dataDir, 'modes');
    await server.kill('SIGTERM');
    expect(readdirSync(dataDir).sort()).toEqual(
      expect.arrayContaining(['db', 'outbox', 'upload-signing-secret', 'uploads']),
    );
    expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(server.output()).not.toContain('DATA_DIR');
  }, 120_000);

  it('warns about a DATA_DIR others can read, and takes their access to the database files away', async () => {
    // An install made by an older version: DATA_DIR 0755, the database 0755 / 0666.
    const dataDir = freshDataDir('data-dir-open-');
    roots.push(dataDir);
    chmodSync(dataDir, 0o755);
    const db = join(dataDir, 'db');
    const dbFile = join(db, 'PG_VERSION');
    chmodSync(db, 0o755);
    chmodSync(dbFile, 0o666);
    const server = await startWithUmask022({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    servers.push(server);
    const warning = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.includes('DATA_DIR'));
    expect(warning).toMatchObject({ level: 40 });
    expect(warning?.msg).toContain(`DATA_DIR ${dataDir} can be read by other accounts (mode 755)`);
    expect(warning?.msg).toContain(`chmod 700 ${dataDir}`);
    // The directory is the operator's to change; what the server owns in it is tightened.
    expect(statSync(dataDir).mode & 0o777).toBe(0o755);
    expect(openToOthers(db)).toEqual([]);
    expect(statSync(dbFile).mode & 0o777).toBe(0o600);
  }, 120_000);
});
