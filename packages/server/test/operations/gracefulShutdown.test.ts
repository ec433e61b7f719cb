import { rmSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/apiClient.ts';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { childLoggedInClient } from '../trust/support/childAccounts.ts';
import { connectionRefused, openRawConnection, statusOf, waitUntil } from './rawHttp.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

/** How many times the server has logged the start of `PUT /api/answer` (its "incoming request" line, LOG_LEVEL=debug). */
function answerRequestsStarted(server: ServerProcess): number {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"method":"PUT","url":"/api/answer"')).length;
}

/**
 * Graceful shutdown (docs/operations.md) of the real server process: SIGTERM
 * while an autosave's body is still arriving. The save completes, new
 * connections are refused meanwhile, the process exits 0, and the answers
 * are there after a restart on the same data.
 */
describe.skipIf(skipDatabaseLeg)(`graceful shutdown on ${testDatabaseKind}`, () => {
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let restarted: TestServer | undefined;

  const start = async (env: Record<string, string> = {}) => {
    const dataDir = freshDataDir('shutdown-');
    dataDirs.push(dataDir);
    const databaseUrl = await createTestDatabaseUrl('migrated');
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    servers.push(server);
    return { server, dataDir, databaseUrl };
  };

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill('SIGKILL');
    await restarted?.stop();
    restarted = undefined;
  });
  afterAll(() => {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a save in flight at SIGTERM, refuses new connections, exits 0 and keeps the save', async () => {
    const { server, dataDir, databaseUrl } = await start();
    const { client } = await childLoggedInClient(server.baseUrl, dataDir, 'shutdown');
    const answers = { first_name: 'Ada', last_name: 'Lovelace', essay: 'An autosave in flight. '.repeat(250) };
    const body = Buffer.from(JSON.stringify(answers));
    const half = Math.floor(body.length / 2);

    const save = await openRawConnection(server.baseUrl);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    save.socket.write(
      `PUT /api/answer HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nOrigin: ${server.baseUrl}\r\nCookie: ${cookie}\r\n\r\n`,
    );
    save.socket.write(body.subarray(0, half));
    // The server has the headers and is reading the body: the request is in flight.
    await waitUntil(() => answerRequestsStarted(server) === 1, 'the server to start the PUT');

    server.child.kill('SIGTERM');
    await waitUntil(() => connectionRefused(server.baseUrl), 'new connections to be refused');
    expect(save.received(), 'no answer before the body is complete').toBe('');
    expect(server.child.exitCode, 'still running while the save is in flight').toBeNull();

    save.socket.write(body.subarray(half));
    await save.closed;
    expect(statusOf(save.received()), save.received()).toBe(200);
    expect(save.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/SIGTERM received: refusing new connections/);
    expect(server.output()).toMatch(/shutdown complete in \d+ ms/);

    restarted = await startTestServer({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    const again = new ApiClient(restarted.baseUrl);
    for (const [name, value] of client.cookies) again.cookies.set(name, value);
    const profile = await again.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ answer: answers, revision: 1 });
  }, 120_000);

  it('does not wait for an idle keep-alive connection', async () => {
    const { server } = await start();
    const idle = await openRawConnection(server.baseUrl);
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n\r\n`);
    await waitUntil(() => statusOf(idle.received()) === 200 && idle.received().includes('}'), 'the health answer');
    expect(idle.received()).toMatch(/\r\nconnection: keep-alive\r\n/i);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Fastify keeps idle connections for 72 s; shutdown must not wait for them.
    expect(Date.now() - signalled).toBeLessThan(10_000);
    await idle.closed;
  }, 120_000);

  /** Starts a PUT /api/answer whose body never completes; resolves once the server is handling it. */
  const startStuckSave = async (server: ServerProcess, dataDir: string) => {
    const { client } = await childLoggedInClient(server.baseUrl, dataDir, 'stuck');
    const stuck = await openRawConnection(server.baseUrl);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    stuck.socket.write(
      `PUT /api/answer HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 1000\r\nOrigin: ${server.baseUrl}\r\nCookie: ${cookie}\r\n\r\n{"first_name":`,
    );
    await waitUntil(() => answerRequestsStarted(server) === 1, 'the server to start the PUT');
    return stuck;
  };

  it('gives up after SHUTDOWN_TIMEOUT_MS and exits 1 when a request never finishes', async () => {
    const { server, dataDir } = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = await startStuckSave(server, dataDir);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/shutdown did not finish within SHUTDOWN_TIMEOUT_MS=1500 ms/);
    stuck.socket.destroy();
  }, 120_000);

  it('exits 1 at once on a second signal during the shutdown', async () => {
    const { server, dataDir } = await start({ SHUTDOWN_TIMEOUT_MS: '60000' });
    const stuck = await startStuckSave(server, dataDir);
    server.child.kill('SIGTERM');
    await waitUntil(() => server.output().includes('SIGTERM received'), 'the shutdown to begin');
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/SIGINT received again during shutdown: exiting now \(code 1\)/);
    stuck.socket.destroy();
  }, 120_000);
});
