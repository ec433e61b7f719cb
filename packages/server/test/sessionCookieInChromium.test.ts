import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireOrSkip } from '../../../scripts/test/requireOrSkip.ts';
import { goodPassword, createConfirmedAccount, uniqueEmail } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumMissing =
  !skipDatabaseLeg &&
  !requireOrSkip('Chromium', existsSync(chromiumPath), 'Install the Debian package chromium (browser tests).');

/**
 * Browsers treat http://127.0.0.1 and http://localhost as secure contexts, so
 * the session cookie is `Secure` (and `__Host-`) there too. This checks that
 * a real Chromium keeps it over plain http and sends it back.
 */
describe.skipIf(skipDatabaseLeg || chromiumMissing)(`session cookies in Chromium on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const host of ['127.0.0.1', 'localhost']) {
    it(`keeps the Secure HttpOnly session cookie on http://${host} and hides it from scripts`, async () => {
      const email = await createConfirmedAccount(server);
      const origin = server.baseUrl.replace('127.0.0.1', host);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/healthz`);
      const result = await page.evaluate(
        async ({ username, password }) => {
          const login = await fetch('/public/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          const profile = await fetch('/api/profile', { headers: { 'Content-Type': 'application/json' } });
          return { login: login.status, profile: profile.status, visible: document.cookie };
        },
        { username: email, password: goodPassword },
      );
      expect(result).toEqual({ login: 200, profile: 200, visible: 'MiniIdp.session=1' });
      const cookies = await context.cookies();
      const session = cookies.find((cookie) => cookie.name === '__Host-admissions-session');
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      await context.close();
    });
  }

  it('keeps the sign-up and device cookies (HttpOnly, Strict, /public only) and sends them back to the account calls', async () => {
    const email = uniqueEmail('chromium');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/healthz`);
    const call = (path: string, body: Record<string, string>) =>
      page.evaluate(
        async ({ path, body }) => {
          const response = await fetch(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return { status: response.status, message: ((await response.json()) as { message: string }).message };
        },
        { path, body },
      );
    expect((await call('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    await server.settle();
    const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
    // The browser sent its sign-up cookie back: the password it chose is active.
    expect(await call('/public/confirm', { username: email, code })).toEqual({
      status: 200,
      message: 'Your account has been confirmed. Please log in.',
    });
    expect((await call('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    const device = (await context.cookies()).find((cookie) => cookie.name === '__Secure-admissions-device');
    expect(device).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/public' });
    expect(await page.evaluate(() => document.cookie)).toBe('MiniIdp.session=1');
    // A stranger uses up the account's allowance; this browser's device cookie keeps its own.
    const stranger = new ApiClient(server.baseUrl);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await stranger.post('/public/login', { username: email, password: `Guess-${attempt}-Password` });
    }
    expect((await stranger.post('/public/login', { username: email, password: goodPassword })).status).toBe(429);
    expect((await call('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    await context.close();
  });
});
