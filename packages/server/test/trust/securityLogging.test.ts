import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { childLoggedInClient, waitFor } from './support/childAccounts.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

interface LogLine {
  security?: string;
  account?: string;
  status?: number;
  url?: string;
  [key: string]: unknown;
}

/**
 * Security logging (ASVS V7): authentication decisions and refused requests
 * (401, 403, 429) are logged as structured events with the account and
 * address, and no log line ever holds a password, a session id or a token.
 * The server runs as its own process; its JSON log is read from stdout.
 */
describe.skipIf(skipDatabaseLeg)(`security logging on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('security-log-');
  let server: ServerProcess;
  const lines: string[] = [];

  beforeAll(async () => {
    const databaseUrl = await createTestDatabaseUrl('migrated');
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let pending = '';
    server.child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      lines.push(...complete.filter((line) => line.startsWith('{')));
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const events = () => lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.security);

  it('logs authentication decisions and refusals, and never a password, session id or token', async () => {
    const { client, email } = await childLoggedInClient(server.baseUrl, dataDir, 'logged');
    const sessionId = [...client.cookies].find(([name]) => name.includes('admissions-session'))![1];
    const anonymous = new ApiClient(server.baseUrl);
    const wrongPassword = 'Wrong-Password-That-Must-Not-Be-Logged-1';
    expect((await anonymous.post('/public/login', { username: email, password: wrongPassword })).status).toBe(400);
    expect(
      (await client.post('/api/keep-alive', undefined, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    const staffToken = 'StaffTokenThatMustNotBeLogged01';
    expect((await client.get(`/api/profile?service_token=${staffToken}`)).status).toBe(403);
    expect((await anonymous.get('/api/profile')).status).toBe(401);
    const prefillToken = 'PrefillTokenThatMustNotBeLogged';
    expect((await anonymous.get(`/public/tmp?token=${prefillToken}`)).status).toBe(404);
    for (let attempt = 0; attempt < 10; attempt++) {
      await anonymous.post('/public/login', { username: email, password: `${wrongPassword}-${attempt}` });
    }

    await waitFor(() => (events().some((event) => event.status === 429) ? true : undefined), 10_000);
    const logged = events();
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ security: 'login.success', account: email }),
        expect.objectContaining({ security: 'login.failure', account: email }),
        expect.objectContaining({ security: 'refused', status: 403, url: '/api/keep-alive' }),
        expect.objectContaining({ security: 'refused', status: 403, url: '/api/profile?service_token=[redacted]' }),
        expect.objectContaining({ security: 'refused', status: 401, url: '/api/profile' }),
        expect.objectContaining({ security: 'refused', status: 429, url: '/public/login' }),
      ]),
    );
    for (const event of logged) expect(typeof event.ip).toBe('string');
    const everything = lines.join('\n');
    for (const secret of [goodPassword, wrongPassword, sessionId, staffToken, prefillToken]) {
      expect(everything).not.toContain(secret);
    }
  });
});
