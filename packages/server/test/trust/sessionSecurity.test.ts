import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/accounts/secretTokens.ts';
import { createConfirmedAccount, goodPassword, loggedInClient, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo, resetLinkIn } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestClock, hours, minutes } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const sessionCookie = '__Host-admissions-session';
const marker = 'MiniIdp.session';
const sessionInvalid = { message: 'Your session is invalid. Please clear your cookies and login again.' };

/** The Set-Cookie header of one cookie, parsed into its value and attributes. */
function setCookie(response: Response, name: string) {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return {
    value: pair.slice(name.length + 1),
    attributes: new Map(
      attributes.map((attribute) => {
        const [key = '', ...rest] = attribute.split('=');
        return [key.toLowerCase(), rest.join('=')] as const;
      }),
    ),
  };
}

/**
 * Sessions (ASVS V3): cookie attributes when set and when cleared, a new id
 * on every login (a planted id is ended, never adopted), server-side end on
 * logout and password reset, idle (15 min) and absolute (12 h) expiry on the
 * server's clock, and nothing but the HttpOnly cookie opens a session.
 */
describe.skipIf(skipDatabaseLeg)(`session security on ${testDatabaseKind}`, () => {
  let server: TestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const withCookie = (value: string) => {
    const client = new ApiClient(server.baseUrl);
    client.cookies.set(sessionCookie, value);
    return client;
  };

  it('sets and clears both cookies with HttpOnly (session only), Secure, SameSite=Lax, host-only, Path=/', async () => {
    const email = await createConfirmedAccount(server);
    const login = await post('/public/login', { username: email, password: goodPassword });
    const session = setCookie(login, sessionCookie)!;
    const flag = setCookie(login, marker)!;
    for (const cookie of [session, flag]) {
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('samesite')).toBe('Lax');
      expect(cookie.attributes.get('path')).toBe('/');
      expect(cookie.attributes.has('domain')).toBe(false);
      expect(Number(cookie.attributes.get('max-age'))).toBeLessThanOrEqual(12 * 60 * 60);
    }
    expect(session.attributes.has('httponly')).toBe(true);
    expect(flag.attributes.has('httponly')).toBe(false);
    expect(flag.value).toBe('1');
    // 128 random bits, base64url.
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const logout = await fetch(`${server.baseUrl}/api/logout`, {
      headers: { cookie: `${sessionCookie}=${session.value}` },
    });
    for (const name of [sessionCookie, marker]) {
      const cleared = setCookie(logout, name)!;
      expect(cleared.value).toBe('');
      expect(cleared.attributes.has('secure')).toBe(true);
      expect(cleared.attributes.get('path')).toBe('/');
    }
  });

  it('starts sessions only at login: signup, confirm and reset set no session cookie', async () => {
    const email = uniqueEmail('nosession');
    const signup = await post('/public/signup', { username: email, password: goodPassword });
    expect(setCookie(signup, sessionCookie)).toBeUndefined();
    await server.settle();
    const confirm = await post('/public/confirm', {
      username: email,
      code: confirmationCodeIn(mailsTo(server.dataDir, email).at(-1)),
    });
    expect(confirm.status).toBe(200);
    expect(setCookie(confirm, sessionCookie)).toBeUndefined();
    await post('/public/forgot-password', { username: email });
    await server.settle();
    const link = resetLinkIn(mailsTo(server.dataDir, email).at(-1));
    const reset = await post('/public/reset-password', {
      username: email,
      password: 'New-Password-123',
      confirm_password: 'New-Password-123',
      id: link.searchParams.get('id'),
    });
    expect(reset.status).toBe(200);
    expect(setCookie(reset, sessionCookie)).toBeUndefined();
  });

  it('never adopts a planted session id: login ends it and issues a new one', async () => {
    const attacker = await loggedInClient(server);
    const planted = attacker.client.cookies.get(sessionCookie)!;
    const victimEmail = await createConfirmedAccount(server);
    const victim = withCookie(planted);
    expect((await victim.post('/public/login', { username: victimEmail, password: goodPassword })).status).toBe(200);
    expect(victim.cookies.get(sessionCookie)).not.toBe(planted);
    // The planted id is dead for everyone, so the attacker cannot ride the victim's login.
    expect(await withCookie(planted).get('/api/profile')).toMatchObject({ status: 401, body: sessionInvalid });
    expect((await victim.get<{ username: string }>('/api/profile')).body.username).toBe(victimEmail);
  });

  it('opens no session with the JS-readable marker, a made-up id, or the id anywhere but the cookie', async () => {
    const { client } = await loggedInClient(server);
    const id = client.cookies.get(sessionCookie)!;
    const attempts: [string, Record<string, string>][] = [
      ['the marker alone', { cookie: `${marker}=1` }],
      ['a made-up id', { cookie: `${sessionCookie}=${'A'.repeat(22)}` }],
      ['the id without the __Host- prefix', { cookie: `admissions-session=${id}` }],
      ['the id as a bearer token', { authorization: `Bearer ${id}` }],
    ];
    for (const [what, headers] of attempts) {
      const response = await fetch(`${server.baseUrl}/api/profile?session=${id}`, { headers });
      expect(response.status, what).toBe(401);
    }
  });

  it('ends every session server-side on logout and on password reset: old cookies get 401', async () => {
    const { client, email } = await loggedInClient(server);
    const copied = withCookie(client.cookies.get(sessionCookie)!);
    expect((await client.get('/api/logout')).status).toBe(200);
    expect(await copied.get('/api/profile')).toMatchObject({ status: 401, body: sessionInvalid });

    const laptop = new ApiClient(server.baseUrl);
    const phone = new ApiClient(server.baseUrl);
    for (const device of [laptop, phone]) {
      expect((await device.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    }
    await laptop.post('/public/forgot-password', { username: email });
    await server.settle();
    const link = resetLinkIn(mailsTo(server.dataDir, email).at(-1));
    const reset = await new ApiClient(server.baseUrl).post('/public/reset-password', {
      username: email,
      password: 'New-Password-123',
      confirm_password: 'New-Password-123',
      id: link.searchParams.get('id'),
    });
    expect(reset.status).toBe(200);
    for (const device of [laptop, phone]) {
      expect(await device.put('/api/answer', { first_name: 'x' })).toMatchObject({ status: 401, body: sessionInvalid });
    }
  });

  it('expires a session after 15 minutes idle and 12 hours in all, and deletes it server-side', async () => {
    const { client } = await loggedInClient(server);
    const id = client.cookies.get(sessionCookie)!;
    clock.advance(minutes(15) - 1000);
    expect((await client.post('/api/keep-alive')).status).toBe(204);
    clock.advance(minutes(15) + 1000);
    expect(await client.get('/api/profile')).toMatchObject({ status: 401, body: sessionInvalid });
    // Gone from the database, not only refused: the same id stays dead whatever the clock does.
    const rows = await server.db.query('SELECT 1 FROM sessions WHERE id_hash = $1', [sha256(id)]);
    expect(rows.rowCount).toBe(0);
    clock.advance(-minutes(30));
    expect((await withCookie(id).get('/api/profile')).status).toBe(401);
    clock.advance(minutes(30));

    const busy = await loggedInClient(server);
    for (let elapsed = 0; elapsed < hours(12); elapsed += minutes(14)) {
      clock.advance(minutes(14));
      const response = await busy.client.post('/api/keep-alive');
      if (elapsed + minutes(14) <= hours(12)) expect(response.status, `after ${elapsed / 60_000 + 14} min`).toBe(204);
      else expect(response).toMatchObject({ status: 401, body: sessionInvalid });
    }
  });
});
