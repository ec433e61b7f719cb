import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfirmedAccount, goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient, type ApiResponse } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestClock, minutes } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const tooMany = { message: 'Too many attempts. Please wait 15 minutes and try again.' };

function expectThrottled(response: ApiResponse, what: string): void {
  expect(response, what).toMatchObject({ status: 429, body: tooMany });
  expect(Number(response.headers.get('retry-after')), what).toBeGreaterThan(0);
}

/**
 * Guessing is throttled, then refused with 429: passwords and confirmation
 * codes per account and per client address (spraying many accounts from one
 * address), reset links per account. A spoofed X-Forwarded-For does not
 * give an attacker fresh addresses. These are the limits for browsers the
 * account does not know; the owner's browser keeps its own allowance
 * (trust/accountLockout.test.ts).
 */
describe.skipIf(skipDatabaseLeg)(`brute force on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let client: ApiClient;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
    client = new ApiClient(server.baseUrl);
  });
  beforeEach(() => {
    // Every window is 15 minutes: each test starts with fresh counts.
    clock.advance(minutes(16));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses password guessing on one account after 10 failures, even the right password, until the window passes', async () => {
    const email = await createConfirmedAccount(server);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await client.post('/public/login', { username: email, password: `Guess-${attempt}-Password` });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    expectThrottled(await client.post('/public/login', { username: email, password: 'Guess-11-Password' }), 'guess');
    expectThrottled(await client.post('/public/login', { username: email, password: goodPassword }), 'right one');
    clock.advance(minutes(15) + 1000);
    expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('stores passwords only as salted argon2id hashes (19 MiB, 2 passes), so a stolen table resists guessing', async () => {
    const email = await createConfirmedAccount(server);
    const other = await createConfirmedAccount(server);
    const hashes = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE username = ANY($1) ORDER BY username',
      [[email, other]],
    );
    for (const { password_hash: hash } of hashes.rows) {
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
      expect(hash).not.toContain(goodPassword);
    }
    // Same password, different salts.
    expect(hashes.rows[0]!.password_hash).not.toBe(hashes.rows[1]!.password_hash);
  });

  it('holds the limits against a burst of parallel guesses (each counted before it is checked)', async () => {
    const email = await createConfirmedAccount(server);
    const countStatuses = (responses: ApiResponse[]) =>
      responses.reduce<Record<number, number>>(
        (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
        {},
      );
    const logins = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        client.post('/public/login', { username: email, password: `Burst-${index}-Password` }),
      ),
    );
    const loginStatuses = countStatuses(logins);
    expect(loginStatuses[400] ?? 0, JSON.stringify(loginStatuses)).toBeLessThanOrEqual(10);
    expect((loginStatuses[400] ?? 0) + (loginStatuses[429] ?? 0)).toBe(40);
    const forgot = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/public/forgot-password', { username: email })),
    );
    const forgotStatuses = countStatuses(forgot);
    expect(forgotStatuses[200] ?? 0, JSON.stringify(forgotStatuses)).toBeLessThanOrEqual(5);
    await server.settle();
  });

  it('refuses password spraying over many accounts from one address, X-Forwarded-For or not', async () => {
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await client.post(
        '/public/login',
        { username: uniqueEmail('sprayed'), password: 'Summer-2026-Password' },
        { headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
      );
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const email = await createConfirmedAccount(server);
    expectThrottled(
      await client.post(
        '/public/login',
        { username: email, password: goodPassword },
        { headers: { 'x-forwarded-for': '198.51.100.7' } },
      ),
      'a fresh account from the same address',
    );
  });

  it('throttles code guessing on one account after 10 wrong codes, the right one included, until the window passes', async () => {
    const email = uniqueEmail('guessed');
    expect((await client.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    await server.settle();
    const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
    const wrong = code === '000000' ? '000001' : '000000';
    // From browsers that did not sign up (the one that did has an allowance of its own: trust/accountLockout.test.ts).
    const guesser = () => new ApiClient(server.baseUrl);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await guesser().post('/public/confirm', { username: email, code: wrong })).status).toBe(400);
    }
    expectThrottled(await guesser().post('/public/confirm', { username: email, code }), 'code guess 11');
    clock.advance(minutes(15) + 1000);
    // Wrong codes never kill the code: the owner's mail still works.
    expect((await guesser().post('/public/confirm', { username: email, code })).status).toBe(200);
  });

  it('throttles code guessing spread over many accounts from one address', async () => {
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await client.post('/public/confirm', { username: uniqueEmail('spread'), code: '123456' });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const email = uniqueEmail('victim');
    const victim = new ApiClient(server.baseUrl);
    expect((await victim.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    await server.settle();
    const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
    expectThrottled(
      await client.post('/public/confirm', { username: email, code }),
      'the right code of another account',
    );
  });

  it('throttles reset-link guessing per account', async () => {
    const email = await createConfirmedAccount(server);
    const guess = (id: string) =>
      client.post('/public/reset-password', {
        username: email,
        password: 'New-Password-123',
        confirm_password: 'New-Password-123',
        id,
      });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await guess(`guessed-link-${attempt}`)).status, `attempt ${attempt}`).toBe(400);
    }
    expectThrottled(await guess('guessed-link-11'), 'reset guess 11');
    expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });
});
