import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount, goodPassword } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const publicOrigin = 'https://apply.example.edu';

/**
 * Behind a TLS-terminating proxy (PUBLIC_BASE_URL https): HSTS, insecure
 * subresources upgraded by the CSP, Secure cookies, and the CSRF check
 * bound to the public https origin (a plain-http page of the same host is
 * another origin).
 */
describe.skipIf(skipDatabaseLeg)(`transport security with an https public origin (${testDatabaseKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_BASE_URL: publicOrigin } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends HSTS and upgrade-insecure-requests, and sets Secure cookies', async () => {
    const email = await createConfirmedAccount(server);
    const login = await fetch(`${server.baseUrl}/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicOrigin },
      body: JSON.stringify({ username: email, password: goodPassword }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('strict-transport-security')).toMatch(/max-age=31536000; includeSubDomains/);
    expect(login.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const cookies = login.headers.getSetCookie();
    // The session, its JS-readable marker and the device cookie.
    expect(cookies.length).toBe(3);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    expect(cookies.some((cookie) => cookie.startsWith('__Host-admissions-session='))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('__Secure-admissions-device='))).toBe(true);
  });

  it('refuses a state-changing call from the http:// variant of the public origin', async () => {
    const response = await fetch(`${server.baseUrl}/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://apply.example.edu' },
      body: JSON.stringify({ username: 'someone@example.com', password: goodPassword }),
    });
    expect(response.status).toBe(403);
  });
});
