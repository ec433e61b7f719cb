import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConfirmedAccount, goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient, type ApiResponse } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestClock, minutes } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const burstSize = 40;

function statusCounts(responses: readonly ApiResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * An attempt is counted before it is checked and taken back when it does not
 * count (refused with 429, or a success). Under parallel bursts, on both
 * databases, exactly the attempts answered "wrong" stay counted: nothing
 * refused or successful lingers in the window and keeps the owner out.
 */
describe.skipIf(skipDatabaseLeg)(`exact rate-limit take-backs under parallel bursts on ${testDatabaseKind}`, () => {
  let server: TestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  beforeEach(() => {
    // Every window is 15 minutes: each test starts with fresh counts.
    clock.advance(minutes(16));
  });
  afterAll(async () => {
    await server?.close();
  });

  const browser = (): ApiClient => new ApiClient(server.baseUrl);
  /** Counted attempts in `bucket` for `subject` since `since` (the test clock's time). */
  const counted = async (bucket: string, subject: string, since = new Date(0)): Promise<number> => {
    const result = await server.db.query<{ hits: number }>(
      'SELECT count(*)::int AS hits FROM rate_limit_hits WHERE bucket = $1 AND subject = $2 AND hit_at >= $3',
      [bucket, subject, since],
    );
    return result.rows[0]!.hits;
  };
  const burst = (send: (index: number) => Promise<ApiResponse>) =>
    Promise.all(Array.from({ length: burstSize }, (_, index) => send(index)));

  it('keeps exactly the wrong passwords counted through parallel bursts, and the right password works after the window', async () => {
    const email = await createConfirmedAccount(server);
    const first = clock.now();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await browser().post('/public/login', {
        username: email,
        password: `Wrong-${attempt}-Password`,
      });
      expect(response.status).toBe(400);
    }
    expect(await counted('login:account', email)).toBe(10);
    clock.advance(minutes(10));
    const later = clock.now();
    for (let round = 1; round <= 3; round++) {
      const responses = await burst((index) =>
        browser().post('/public/login', { username: email, password: `Burst-${round}-${index}-Password` }),
      );
      expect(statusCounts(responses), `round ${round}`).toEqual({ 429: burstSize });
    }
    // Every refused attempt was taken back, on the account and on the address.
    expect(await counted('login:account', email)).toBe(10);
    expect(await counted('login:address', '127.0.0.1', later)).toBe(0);
    expect(await counted('login:address', '127.0.0.1', first)).toBe(10);
    // Once the ten wrong passwords leave the window, nothing else holds the owner back.
    clock.advance(minutes(5) + 1000);
    expect((await browser().post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('counts exactly the wrong answers of a burst that mixes right and wrong passwords', async () => {
    const email = await createConfirmedAccount(server);
    const responses = await burst((index) =>
      browser().post('/public/login', {
        username: email,
        password: index % 2 === 0 ? goodPassword : `Mixed-${index}-Password`,
      }),
    );
    const counts = statusCounts(responses);
    expect((counts[200] ?? 0) + (counts[400] ?? 0) + (counts[429] ?? 0), JSON.stringify(counts)).toBe(burstSize);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(10);
    // Successes and refusals were all taken back: what stays is one row per "wrong password" answer.
    expect(await counted('login:account', email)).toBe(counts[400] ?? 0);
    expect(await counted('login:address', '127.0.0.1', clock.now())).toBe(counts[400] ?? 0);
  });

  it('keeps exactly the wrong codes counted through parallel bursts, and the right code works after the window', async () => {
    const email = uniqueEmail('burst');
    expect((await browser().post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    await server.settle();
    const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await browser().post('/public/confirm', { username: email, code: wrong(attempt) })).status).toBe(400);
    }
    clock.advance(minutes(10));
    const later = clock.now();
    for (let round = 1; round <= 3; round++) {
      const responses = await burst((index) =>
        browser().post('/public/confirm', { username: email, code: wrong(10 + round * burstSize + index) }),
      );
      expect(statusCounts(responses), `round ${round}`).toEqual({ 429: burstSize });
    }
    expect(await counted('confirm:account', email)).toBe(10);
    expect(await counted('confirm:address', '127.0.0.1', later)).toBe(0);
    clock.advance(minutes(5) + 1000);
    expect((await browser().post('/public/confirm', { username: email, code })).status).toBe(200);
  });

  it('counts exactly the wrong codes of a parallel burst from the browser that signed up', async () => {
    const email = uniqueEmail('burst');
    const owner = browser();
    expect((await owner.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    await server.settle();
    const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
    const wrong = code === '000000' ? '000001' : '000000';
    const responses = await burst(() => owner.post('/public/confirm', { username: email, code: wrong }));
    const counts = statusCounts(responses);
    expect(counts[400] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(burstSize);
    const signup = await server.db.query<{ id: string }>(
      'SELECT p.id::text AS id FROM pending_signups p JOIN users u ON u.id = p.user_id WHERE u.username = $1',
      [email],
    );
    expect(await counted('confirm:device', signup.rows[0]!.id)).toBe(counts[400] ?? 0);
    clock.advance(minutes(15) + 1000);
    expect((await owner.post('/public/confirm', { username: email, code })).status).toBe(200);
  });
});
