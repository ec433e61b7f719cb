import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient, type ApiResponse } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestClock, minutes } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const deviceCookie = '__Secure-admissions-device';
const signupCookie = '__Secure-admissions-signup';

function expectSlowed(response: ApiResponse, what: string): void {
  expect(response, what).toMatchObject({
    status: 429,
    body: { message: 'Too many attempts. Please wait 15 minutes and try again.' },
  });
  expect(Number(response.headers.get('retry-after')), what).toBeGreaterThan(0);
}

/**
 * A stranger cannot lock an applicant out (device cookies): wrong
 * passwords or codes from anywhere use up only the allowance of browsers the
 * account does not know, which slows strangers; the owner's browser (it has
 * logged in before, or it signed up) keeps an allowance of its own. A
 * browser's own allowance is locked when that browser fails too often.
 */
describe.skipIf(skipDatabaseLeg)(`lockout by a stranger on ${testDatabaseKind}`, () => {
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

  const stranger = (): ApiClient => new ApiClient(server.baseUrl);
  const wrongLogins = async (client: () => ApiClient, email: string, count: number) => {
    for (let attempt = 1; attempt <= count; attempt++) {
      const response = await client().post('/public/login', { username: email, password: `Guess-${attempt}-Password` });
      expect(response.status, `guess ${attempt}`).toBe(400);
    }
  };

  /** The owner's browser after a first login and a logout: it keeps only its device cookie. */
  const ownersBrowser = async () => {
    const { client, email } = await loggedInClient(server);
    expect((await client.get('/api/logout')).status).toBe(200);
    expect([...client.cookies.keys()]).toEqual([deviceCookie]);
    return { owner: client, email };
  };

  it("lets the owner's browser log in with the right password after a stranger used up the account's allowance", async () => {
    const { owner, email } = await ownersBrowser();
    await wrongLogins(stranger, email, 10);
    // The stranger and any other browser without the account's device cookie are slowed, even with the right password.
    expectSlowed(await stranger().post('/public/login', { username: email, password: 'Guess-11-Password' }), 'guess');
    expectSlowed(await stranger().post('/public/login', { username: email, password: goodPassword }), 'no cookie');
    expect(await owner.post('/public/login', { username: email, password: goodPassword })).toMatchObject({
      status: 200,
      body: { message: 'You have logged in successfully.' },
    });
    expect((await owner.get('/api/profile')).status).toBe(200);
    // Another account's device cookie, or a made-up one, is no better than none.
    const { client: otherAccount } = await loggedInClient(server);
    expectSlowed(await otherAccount.post('/public/login', { username: email, password: goodPassword }), 'other');
    const forged = stranger();
    forged.cookies.set(deviceCookie, 'AAAAAAAAAAAAAAAAAAAAAA');
    expectSlowed(await forged.post('/public/login', { username: email, password: goodPassword }), 'forged');
    clock.advance(minutes(15) + 1000);
    expect((await stranger().post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it("counts the owner's wrong passwords on the owner's browser only, and locks that browser after 10", async () => {
    const { owner, email } = await ownersBrowser();
    await wrongLogins(() => owner, email, 10);
    expectSlowed(await owner.post('/public/login', { username: email, password: goodPassword }), 'locked device');
    // The account's allowance for other browsers is untouched.
    expect((await stranger().post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    clock.advance(minutes(15) + 1000);
    expect((await owner.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('issues the device cookie at login: HttpOnly, Secure, SameSite=Strict, only for /public, 128 bits, stored hashed', async () => {
    const { client, email } = await loggedInClient(server);
    const login = await client.post('/public/login', { username: email, password: goodPassword });
    const header = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${deviceCookie}=`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; SameSite=Strict/);
    expect(header).toMatch(/; Path=\/public(;|$)/);
    expect(header).not.toMatch(/Domain=/);
    const token = client.cookies.get(deviceCookie)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM trusted_devices');
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);
    // A new device token at each login: the one it replaced no longer counts.
    const previous = token;
    await client.post('/public/login', { username: email, password: goodPassword });
    expect(client.cookies.get(deviceCookie)).not.toBe(previous);
    const replayed = stranger();
    replayed.cookies.set(deviceCookie, previous);
    await wrongLogins(stranger, email, 10);
    expectSlowed(await replayed.post('/public/login', { username: email, password: goodPassword }), 'replayed');
  });

  it('keeps one device cookie per account on a shared computer', async () => {
    const { owner, email } = await ownersBrowser();
    const sibling = await loggedInClient(server);
    expect((await owner.post('/public/login', { username: sibling.email, password: goodPassword })).status).toBe(200);
    expect(owner.cookies.get(deviceCookie)!.split('.')).toHaveLength(2);
    await wrongLogins(stranger, email, 10);
    await wrongLogins(stranger, sibling.email, 10);
    expect((await owner.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    expect((await owner.post('/public/login', { username: sibling.email, password: goodPassword })).status).toBe(200);
  });

  describe('confirmation', () => {
    /** The owner signs up in `owner`; the mailbox holds the code. */
    const pendingSignup = async () => {
      const email = uniqueEmail('pending');
      const owner = new ApiClient(server.baseUrl);
      expect((await owner.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
      expect(owner.cookies.get(signupCookie)).toMatch(/^[A-Za-z0-9_-]{22}$/);
      await server.settle();
      const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
      const wrong = code === '000000' ? '000001' : '000000';
      return { email, owner, code, wrong };
    };
    const wrongCodes = async (client: () => ApiClient, email: string, wrong: string, count: number) => {
      for (let attempt = 1; attempt <= count; attempt++) {
        const response = await client().post('/public/confirm', { username: email, code: wrong });
        expect(response, `wrong code ${attempt}`).toMatchObject({
          status: 400,
          body: {
            message: 'The confirmation code is incorrect or has expired. Please check the code or request a new one.',
          },
        });
      }
    };

    it("lets the browser that signed up confirm after a stranger used up the account's allowance; others are slowed", async () => {
      const { email, owner, code, wrong } = await pendingSignup();
      await wrongCodes(stranger, email, wrong, 10);
      expectSlowed(await stranger().post('/public/confirm', { username: email, code: wrong }), 'guess 11');
      expectSlowed(await stranger().post('/public/confirm', { username: email, code }), 'right code, no cookie');
      expect(await owner.post('/public/confirm', { username: email, code })).toMatchObject({
        status: 200,
        body: { message: 'Your account has been confirmed. Please log in.' },
      });
      expect((await owner.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    });

    it("never lets wrong codes kill the owner's code: it works once the stranger is slowed down", async () => {
      const { email, code, wrong } = await pendingSignup();
      await wrongCodes(stranger, email, wrong, 10);
      clock.advance(minutes(15) + 1000);
      await wrongCodes(stranger, email, wrong, 9);
      // Nineteen wrong codes later, the code in the mailbox still confirms (from any browser).
      expect((await stranger().post('/public/confirm', { username: email, code })).status).toBe(200);
    });

    it("lets the owner resend and confirm with the fresh code after a stranger's guesses", async () => {
      const { email, owner, wrong } = await pendingSignup();
      await wrongCodes(stranger, email, wrong, 10);
      expect((await owner.post('/public/resend-confirm', { username: email })).status).toBe(200);
      await server.settle();
      const fresh = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
      expect((await owner.post('/public/confirm', { username: email, code: fresh })).status).toBe(200);
      expect((await owner.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    });

    it("locks the signing-up browser's own allowance after 5 wrong codes from it", async () => {
      const { email, owner, code, wrong } = await pendingSignup();
      await wrongCodes(() => owner, email, wrong, 5);
      expectSlowed(await owner.post('/public/confirm', { username: email, code }), 'own allowance used up');
      clock.advance(minutes(15) + 1000);
      expect((await owner.post('/public/confirm', { username: email, code })).status).toBe(200);
    });
  });
});
