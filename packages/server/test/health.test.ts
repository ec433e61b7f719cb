import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';

describe.skipIf(skipDatabaseLeg)(`health and migrations on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /healthz (liveness) and /readyz (database and storage answer)', async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      // No lookup data in this test server: named, and no reason to be unready.
      lookup: { college_ceeb: 'empty', hs_ceeb: 'empty', address: 'empty' },
    });
  });

  it('answers unknown API paths with a JSON 404 message', async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No route for GET /api/nothing-here.' });
  });

  it('applied every migration once and keeps data across a restart', async () => {
    const migrations = await server.db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(migrations.rows.map((row) => row.version)).toContain('001_accounts');
    await server.db.query("INSERT INTO users (username, password_hash) VALUES ('restart@example.com', 'x')");
    await server.stop();
    server = await startTestServer({ dataDir: server.dataDir, databaseUrl: server.config.databaseUrl });
    const users = await server.db.query<{ username: string }>('SELECT username FROM users');
    expect(users.rows.map((row) => row.username)).toEqual(['restart@example.com']);
    const again = await server.db.query('SELECT version FROM schema_migrations');
    expect(again.rowCount).toBe(migrations.rowCount);
  });
});
