import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/accounts/passwordHasher.ts';
import { confirmationCodeHash } from '../src/accounts/secretTokens.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const confirmedPassword = 'Confirmed-Before-1';
const waitingPassword = 'Waiting-Before-2';

/**
 * Migration 008 on a database that already has accounts: a confirmed
 * account keeps its password; an account waiting for confirmation keeps its
 * password as a waiting sign-up that no browser holds yet (entering it at
 * login binds the browser, which can then confirm it); old rate-limit rows
 * get ids.
 */
describe.skipIf(skipDatabaseLeg)(`account trust migration on ${testDatabaseKind}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-migration-'));
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every password and waiting confirmation through the upgrade', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const before = await openDatabase({ databaseUrl, dataDir, migrations: 'skip' });
    const now = new Date();
    let waitingId: string;
    try {
      await migrate(
        before,
        readMigrations().filter((migration) => migration.version < '008'),
      );
      const insertUser = async (username: string, password: string, confirmed: boolean) => {
        const result = await before.query<{ id: string }>(
          'INSERT INTO users (username, password_hash, confirmed_at) VALUES ($1, $2, $3) RETURNING id::text AS id',
          [username, await hashPassword(password), confirmed ? now : null],
        );
        await before.query('INSERT INTO applications (user_id, updated_at) VALUES ($1, $2)', [result.rows[0]!.id, now]);
        return result.rows[0]!.id;
      };
      await insertUser('confirmed@example.com', confirmedPassword, true);
      waitingId = await insertUser('waiting@example.com', waitingPassword, false);
      await before.query(
        `INSERT INTO confirmation_codes (user_id, code_hash, expires_at, failed_attempts, created_at)
         VALUES ($1, $2, $3, 2, $4)`,
        [waitingId, confirmationCodeHash(waitingId, '123456'), new Date(now.getTime() + 3_600_000), now],
      );
      await before.query("INSERT INTO rate_limit_hits (bucket, subject, hit_at) VALUES ('login:account', 'x', $1)", [
        now,
      ]);
    } finally {
      await before.close();
    }

    server = await startTestServer({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    const ids = await server.db.query<{ id: string | null }>('SELECT id::text AS id FROM rate_limit_hits');
    expect(ids.rows.every((row) => row.id !== null)).toBe(true);
    const browser = new ApiClient(server.baseUrl);
    const login = (username: string, password: string) => browser.post('/public/login', { username, password });

    expect((await login('confirmed@example.com', confirmedPassword)).status).toBe(200);
    // The waiting account: its password is known as a waiting sign-up; entering it binds this browser.
    expect((await login('waiting@example.com', waitingPassword)).body.message).toMatch(
      /^Your account is not confirmed\. /,
    );
    expect(await browser.post('/public/confirm', { username: 'waiting@example.com', code: '123456' })).toMatchObject({
      status: 200,
      body: { message: 'Your account has been confirmed. Please log in.' },
    });
    expect((await login('waiting@example.com', waitingPassword)).status).toBe(200);
  });
});
