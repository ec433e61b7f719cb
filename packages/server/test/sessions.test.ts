import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient } from './helpers/accounts.ts';
import { removeExpiredRecords } from '../src/housekeeping.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestClock, hours, minutes } from './helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const sessionInvalid = { message: 'Your session is invalid. Please clear your cookies and login again.' };
const sessionCookie = '__Host-admissions-session';

describe.skipIf(skipDatabaseLeg)(`sessions on ${testDatabaseKind}`, () => {
  let server: TestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sets an HttpOnly, Secure, SameSite=Lax session cookie and a JS-readable marker cookie', async () => {
    const { email } = await loggedInClient(server);
    const response = await fetch(`${server.baseUrl}/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ username: email, password: goodPassword }),
    });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${sessionCookie}=`));
    const marker = cookies.find((cookie) => cookie.startsWith('MiniIdp.session='));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/);
    expect(marker).toMatch(/^MiniIdp\.session=1;/);
    expect(marker).not.toMatch(/HttpOnly/);
    const id = session!.split(';')[0]!.split('=')[1]!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Only the hash is stored.
    const stored = await server.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(stored.rows.map((row) => row.id_hash)).not.toContain(id);
    expect(stored.rows.every((row) => /^[0-9a-f]{64}$/.test(row.id_hash))).toBe(true);
  });

  it('answers /api without a session, or with a made-up one, with 401 and the session-invalid message', async () => {
    const anonymous = new ApiClient(server.baseUrl);
    expect(await anonymous.get('/api/profile')).toMatchObject({ status: 401, body: sessionInvalid });
    anonymous.cookies.set(sessionCookie, 'made-up-session-id');
    expect(await anonymous.put('/api/answer', {})).toMatchObject({ status: 401, body: sessionInvalid });
  });

  it('ends a session after 15 minutes without activity and clears both cookies', async () => {
    const { client } = await loggedInClient(server);
    clock.advance(minutes(14));
    expect((await client.get('/api/profile')).status).toBe(200);
    clock.advance(minutes(14));
    expect((await client.get('/api/profile')).status).toBe(200);
    clock.advance(minutes(15) + 1000);
    const expired = await client.get('/api/profile');
    expect(expired).toMatchObject({ status: 401, body: sessionInvalid });
    // Both session cookies are cleared; the device cookie (not a session) stays.
    expect([...client.cookies.keys()]).toEqual(['__Secure-admissions-device']);
  });

  it('counts POST /api/keep-alive as activity (a long essay never meets an expired session)', async () => {
    const { client } = await loggedInClient(server);
    for (let i = 0; i < 4; i++) {
      clock.advance(minutes(10));
      const keepAlive = await client.post('/api/keep-alive');
      expect(keepAlive.status).toBe(204);
    }
    clock.advance(minutes(10));
    expect((await client.put('/api/answer', { first_name: 'Ada' })).status).toBe(200);
  });

  it('ends a session 12 hours after login whatever the activity', async () => {
    const { client } = await loggedInClient(server);
    for (let elapsed = 0; elapsed < hours(12) - minutes(10); elapsed += minutes(10)) {
      clock.advance(minutes(10));
      expect((await client.post('/api/keep-alive')).status).toBe(204);
    }
    clock.advance(minutes(11));
    expect(await client.post('/api/keep-alive')).toMatchObject({ status: 401, body: sessionInvalid });
  });

  it('rotates the session id on login: the id sent before login is never reused', async () => {
    const { client, email } = await loggedInClient(server);
    const before = client.cookies.get(sessionCookie)!;
    expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    const after = client.cookies.get(sessionCookie)!;
    expect(after).not.toBe(before);
    const stale = new ApiClient(server.baseUrl);
    stale.cookies.set(sessionCookie, before);
    expect((await stale.get('/api/profile')).status).toBe(401);
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  it('ends the session server-side on logout, so a copied cookie stops working', async () => {
    const { client } = await loggedInClient(server);
    const copy = new ApiClient(server.baseUrl);
    copy.cookies.set(sessionCookie, client.cookies.get(sessionCookie)!);
    expect((await copy.get('/api/profile')).status).toBe(200);
    const logout = await client.get('/api/logout');
    expect(logout.status).toBe(200);
    const cleared = logout.headers.getSetCookie();
    expect(cleared.some((cookie) => cookie.startsWith(`${sessionCookie}=;`))).toBe(true);
    expect(cleared.some((cookie) => cookie.startsWith('MiniIdp.session=;'))).toBe(true);
    expect((await copy.get('/api/profile')).status).toBe(401);
    // Logging out again (no session) is harmless.
    expect((await client.get('/api/logout')).status).toBe(200);
  });

  it('housekeeping deletes expired sessions and leaves live ones', async () => {
    const { client: idle } = await loggedInClient(server);
    clock.advance(minutes(16));
    const { client: live } = await loggedInClient(server);
    const before = (await server.db.query('SELECT 1 FROM sessions')).rowCount;
    await removeExpiredRecords(server.db, clock);
    const after = (await server.db.query('SELECT 1 FROM sessions')).rowCount;
    expect(after).toBeLessThan(before);
    expect((await live.get('/api/profile')).status).toBe(200);
    expect((await idle.get('/api/profile')).status).toBe(401);
  });

  it('records every successful login in the profile', async () => {
    const { client, email } = await loggedInClient(server);
    await client.post('/public/login', { username: email, password: goodPassword });
    const profile = await client.get<{ successful_login: { logged_in_at: string }[] }>('/api/profile');
    expect(profile.body.successful_login).toHaveLength(2);
    expect(Number.isNaN(Date.parse(profile.body.successful_login[0]!.logged_in_at))).toBe(false);
  });
});

describe.skipIf(skipDatabaseLeg)(`session cookies without Secure (COOKIE_SECURE=false) on ${testDatabaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { COOKIE_SECURE: 'false' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('uses a plain cookie name and leaves out Secure', async () => {
    const { client } = await loggedInClient(server);
    expect(client.cookies.has('admissions-session')).toBe(true);
    expect(client.cookies.has(sessionCookie)).toBe(false);
    expect((await client.get('/api/profile')).status).toBe(200);
  });
});
