import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/freePort.ts';
import { startDocumentServer } from '../documents/support/documentTestServer.ts';
import { startLocalS3 } from '../documents/support/localS3.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

interface Readiness {
  status: number;
  body: { status: string; database: string; storage: string };
}

/** The readiness answer's status and dependencies (its lookup detail is tested in lookupAvailability.test.ts). */
async function readiness(server: { baseUrl: string }): Promise<Readiness> {
  const response = await fetch(`${server.baseUrl}/readyz`);
  const { status, database, storage } = (await response.json()) as Readiness['body'];
  return { status: response.status, body: { status, database, storage } };
}

const ready = { status: 200, body: { status: 'ready', database: 'ok', storage: 'ok' } };

/**
 * /healthz says the process is alive and never touches a dependency;
 * /readyz answers 503 naming the dependency that is down (database or
 * document storage), without internal details, and 200 again once it is back.
 */
describe.skipIf(skipDatabaseLeg)(`liveness and readiness on ${testDatabaseKind}`, () => {
  let server: TestServer;
  const others: TestServer[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    // The last test closes the database, so closing it again fails: the data dir goes anyway.
    for (const each of [server, ...others]) {
      await each?.close().catch(() => rmSync(each.dataDir, { recursive: true, force: true }));
    }
  });

  it('is not ready while the uploads directory is gone, and ready again once it is back', async () => {
    expect(await readiness(server)).toEqual(ready);
    const uploads = join(server.dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    expect(await readiness(server)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'ok', storage: 'error' },
    });
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    // Replaced by a file: still no directory to write to.
    writeFileSync(uploads, 'not a directory');
    expect((await readiness(server)).body.storage).toBe('error');
    rmSync(uploads);
    mkdirSync(uploads);
    expect(await readiness(server)).toEqual(ready);
  });

  it('checks the S3 bucket: ready with a reachable bucket, 503 when the endpoint is closed', async () => {
    const s3 = await startLocalS3();
    try {
      const reachable = await startDocumentServer('s3', { s3 });
      others.push(reachable);
      expect(await readiness(reachable)).toEqual(ready);
    } finally {
      await s3.close();
    }
    const closedPort = await freePort();
    const unreachable = await startTestServer({ env: { ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${closedPort}` } });
    others.push(unreachable);
    const answer = await readiness(unreachable);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 'unavailable', database: 'ok' });
    expect(['error', 'timeout']).toContain(answer.body.storage);
    expect((await fetch(`${unreachable.baseUrl}/healthz`)).status).toBe(200);
  }, 120_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'is not ready while PostgreSQL refuses connections, and ready again once it accepts them (no crash)',
    async () => {
      const name = new URL(server.config.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client(inject('postgresAdminUrl'));
      await admin.connect();
      try {
        expect(await readiness(server)).toEqual(ready);
        // An outage as the server sees it: every connection cut, new ones refused.
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        expect(await readiness(server)).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'error', storage: 'ok' },
        });
        expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        expect(await readiness(server)).toEqual(ready);
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
        await admin.end();
      }
    },
  );

  // Last: the server's database stays closed.
  it('is not ready once the database is closed, while /healthz stays alive', async () => {
    expect(await readiness(server)).toEqual(ready);
    await server.db.close();
    expect(await readiness(server)).toEqual({
      status: 503,
      body: { status: 'unavailable', database: 'error', storage: 'ok' },
    });
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect({ status: health.status, body: await health.json() }).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
