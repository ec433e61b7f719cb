import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { goodPassword, uniqueEmail } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from './helpers/outbox.ts';
import { startServerProcess } from './helpers/serverProcess.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const waitFor = async <T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.skipIf(skipDatabaseLeg)(`durability on ${testDatabaseKind}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
  let restarted: TestServer | undefined;

  afterAll(async () => {
    await restarted?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps saved answers when the server process is killed right after answering', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const email = uniqueEmail();
    const client = new ApiClient(server.baseUrl);
    try {
      await client.post('/public/signup', { username: email, password: goodPassword });
      const code = await waitFor(() => {
        const mail = mailsTo(dataDir, email).at(-1);
        return mail ? confirmationCodeIn(mail) : undefined;
      });
      expect((await client.post('/public/confirm', { username: email, code })).status).toBe(200);
      expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
      const saved = await client.put('/api/answer', { first_name: 'Ada', essay: 'x'.repeat(5000) });
      expect(saved.status).toBe(200);
    } finally {
      // No shutdown, no chance to flush anything: as a crash would.
      await server.kill('SIGKILL');
    }
    restarted = await startTestServer({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    const rows = await restarted.db.query<{ answers: Record<string, string>; revision: number }>(
      'SELECT a.answers, a.revision FROM applications a JOIN users u ON u.id = a.user_id WHERE u.username = $1',
      [email],
    );
    expect(rows.rows[0]?.revision).toBe(1);
    expect(rows.rows[0]?.answers.first_name).toBe('Ada');
    expect(rows.rows[0]?.answers.essay).toHaveLength(5000);
  });
});
