import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient, uniqueEmail } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestClock, minutes } from './helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

describe.skipIf(skipDatabaseLeg)(`rate limits on ${testDatabaseKind}`, () => {
  let server: TestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const client = (): ApiClient => new ApiClient(server.baseUrl);

  it('allows 10 failed logins per account in 15 minutes, then 429 with Retry-After, even with the right password', async () => {
    const { email } = await loggedInClient(server);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client().post('/public/login', { username: email, password: 'Wrong-Password-1' })).status).toBe(
        400,
      );
    }
    const limited = await client().post('/public/login', { username: email, password: goodPassword });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please wait 15 minutes and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    clock.advance(minutes(15) + 1000);
    expect((await client().post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('limits forgot-password to 5 requests per account and 50 per client address', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client().post('/public/forgot-password', { username: email })).status).toBe(200);
    }
    expect((await client().post('/public/forgot-password', { username: email })).status).toBe(429);
    for (let attempt = 0; attempt < 45; attempt++) {
      expect((await client().post('/public/forgot-password', { username: uniqueEmail() })).status).toBe(200);
    }
    const limited = await client().post('/public/forgot-password', { username: uniqueEmail() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(minutes(15) + 1000);
    expect((await client().post('/public/forgot-password', { username: uniqueEmail() })).status).toBe(200);
  });

  it('limits wrong confirmation codes per account', async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await client().post('/public/confirm', { username: email, code: '000000' })).status).toBe(400);
    }
    expect((await client().post('/public/confirm', { username: email, code: '000000' })).status).toBe(429);
  });

  it('limits submit to 30 per applicant in 15 minutes (each validates the whole application)', async () => {
    const { client: applicant } = await loggedInClient(server);
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await applicant.post('/api/submit')).status).toBe(422);
    }
    const limited = await applicant.post('/api/submit');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another applicant from the same address is not held up.
    const { client: other } = await loggedInClient(server);
    expect((await other.post('/api/submit')).status).toBe(422);
  });

  it('limits resend-confirm per account', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client().post('/public/resend-confirm', { username: email })).status).toBe(200);
    }
    expect((await client().post('/public/resend-confirm', { username: email })).status).toBe(429);
  });
});

describe.skipIf(skipDatabaseLeg || testDatabaseKind !== 'postgres')('rate limits shared by two nodes', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer();
    second = await startTestServer({ databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.close();
  });

  it('counts attempts on either node against the same limit', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 5; attempt++) {
      const node = attempt % 2 === 0 ? first : second;
      expect((await new ApiClient(node.baseUrl).post('/public/resend-confirm', { username: email })).status).toBe(200);
    }
    expect((await new ApiClient(first.baseUrl).post('/public/resend-confirm', { username: email })).status).toBe(429);
    expect((await new ApiClient(second.baseUrl).post('/public/resend-confirm', { username: email })).status).toBe(429);
  });
});
