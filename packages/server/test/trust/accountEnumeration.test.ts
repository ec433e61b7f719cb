import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient, type ApiResponse } from '../helpers/apiClient.ts';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { childLoggedInClient } from './support/childAccounts.ts';
import { median, medianPairDifference, pairedTimings } from './support/timing.ts';

/** Headers that differ per response whatever the account (the time, the connection). */
// x-request-id: a fresh random id per request (docs/observability.md), unrelated to the account.
const incidentalHeaders = new Set(['date', 'keep-alive', 'connection', 'x-request-id']);

/** What a caller can compare: status, body and every header that is not incidental. */
function observable(response: ApiResponse) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !incidentalHeaders.has(name.toLowerCase())),
  );
  return { status: response.status, text: response.text, headers };
}

const pairs = 40;

/**
 * No account enumeration through login, forgot-password, resend-confirm or
 * signup: the same status, body and headers for a confirmed, an unconfirmed
 * and an unknown address, and no measurable timing difference. The server
 * runs as its own process, as an attacker would meet it (an in-process
 * server would share the test's event loop and blur the timings).
 */
describe.skipIf(skipDatabaseLeg)(`account enumeration on ${testDatabaseKind}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'enumeration-'));
  let server: ServerProcess;
  let client: ApiClient;
  let confirmed: string;
  const unconfirmed = uniqueEmail('unconfirmed');

  beforeAll(async () => {
    const databaseUrl = await createTestDatabaseUrl();
    // Rate limits would answer 429 long before the samples are taken (they have their own tests).
    server = await startServerProcess({
      DATA_DIR: dataDir,
      RATE_LIMIT_FACTOR: '1000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    confirmed = (await childLoggedInClient(server.baseUrl, dataDir, 'confirmed')).email;
    client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/signup', { username: unconfirmed, password: goodPassword })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const calls = {
    login: (username: string) => client.post('/public/login', { username, password: 'Wrong-Password-99' }),
    forgot: (username: string) => client.post('/public/forgot-password', { username }),
    resend: (username: string) => client.post('/public/resend-confirm', { username }),
    signup: (username: string) => client.post('/public/signup', { username, password: 'Another-Password-77' }),
  };

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s answers a confirmed, an unconfirmed and an unknown address alike',
    async (name) => {
      const call = calls[name];
      const answers = [
        observable(await call(confirmed)),
        observable(await call(unconfirmed)),
        observable(await call(uniqueEmail('unknown'))),
      ];
      expect(answers[0]!.headers['set-cookie']).toBeUndefined();
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    },
  );

  it('takes as long to refuse a login for an unknown address as for a wrong password', async () => {
    const timings = await pairedTimings(
      pairs,
      () => calls.login(confirmed),
      () => calls.login(uniqueEmail('unknown')),
    );
    // What skipping argon2 for unknown addresses would reveal: a refusal before any password work.
    const cheap = await pairedTimings(
      pairs,
      () => calls.login('not-an-email'),
      () => calls.login('not-an-email'),
    );
    const leak = median(timings.first) - median(cheap.first);
    const difference = Math.abs(medianPairDifference(timings));
    console.log(
      `[trust] login: wrong password ${median(timings.first).toFixed(1)} ms, unknown ${median(timings.second).toFixed(1)} ms, ` +
        `a leak would show ${leak.toFixed(1)} ms; median pair difference ${difference.toFixed(2)} ms; wrong password slower in ${timings.firstSlower}/${pairs} pairs`,
    );
    expect(leak).toBeGreaterThan(5);
    expect(difference).toBeLessThan(leak / 3);
    expect(timings.firstSlower).toBeGreaterThanOrEqual(pairs * 0.2);
    expect(timings.firstSlower).toBeLessThanOrEqual(pairs * 0.8);
  }, 60_000);

  it.each(['forgot', 'resend'] as const)(
    '%s takes as long for an existing address as for an unknown one (mail work happens after the answer)',
    async (name) => {
      const call = calls[name];
      // One unknown address asked as often as the existing one, as an attacker
      // would compare them: the per-account rate-limit rows then grow alike.
      const unknown = uniqueEmail('unknown');
      // Twice the pairs of the login test: the signal is smaller (a few ms for a
      // database row and a mail), so the sign test needs more samples to stay
      // clear of chance (doing the work before answering lost 38 of 40 pairs).
      const mailPairs = pairs * 2;
      const timings = await pairedTimings(
        mailPairs,
        () => call(name === 'resend' ? unconfirmed : confirmed),
        () => call(unknown),
        // Room for the previous request's mail work to finish before the next one is timed.
        25,
      );
      const difference = Math.abs(medianPairDifference(timings));
      console.log(
        `[trust] ${name}: existing ${median(timings.first).toFixed(1)} ms, unknown ${median(timings.second).toFixed(1)} ms; ` +
          `median pair difference ${difference.toFixed(2)} ms; existing slower in ${timings.firstSlower}/${mailPairs} pairs`,
      );
      // Doing the lookup, token and mail before answering costs several ms and loses (almost) every pair.
      expect(difference).toBeLessThan(2);
      expect(timings.firstSlower).toBeGreaterThanOrEqual(mailPairs * 0.2);
      expect(timings.firstSlower).toBeLessThanOrEqual(mailPairs * 0.8);
    },
    90_000,
  );
});
