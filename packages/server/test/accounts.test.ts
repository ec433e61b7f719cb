import { errorCatalogue } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient, uniqueEmail } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo, resetLinkIn } from './helpers/outbox.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestClock, hours, minutes } from './helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

describe.skipIf(skipDatabaseLeg)(`account life cycle on ${testDatabaseKind}`, () => {
  let server: TestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  const client = (): ApiClient => new ApiClient(server.baseUrl);
  const lastMailTo = async (email: string) => {
    await server.settle();
    return mailsTo(server.dataDir, email).at(-1);
  };

  it('signs up, confirms with the mailed code, logs in, reads the profile and logs out', async () => {
    const email = uniqueEmail();
    const browser = client();
    const signup = await browser.post('/public/signup', { username: email, password: goodPassword });
    expect(signup).toMatchObject({
      status: 200,
      body: { message: 'We sent a confirmation code to your email address.' },
    });

    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain('confirmation code');
    const confirm = await browser.post('/public/confirm', { username: email, code: confirmationCodeIn(mail) });
    expect(confirm).toMatchObject({
      status: 200,
      body: { message: 'Your account has been confirmed. Please log in.' },
    });

    const login = await browser.post('/public/login', {
      username: email,
      password: goodPassword,
      default_route: '/about',
    });
    expect(login).toMatchObject({ status: 200, body: { message: 'You have logged in successfully.' } });
    expect(browser.cookies.get('MiniIdp.session')).toBe('1');

    const profile = await browser.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      answer: {},
      document_answer: {},
      username: email,
      last_page: null,
      web_status: [],
      revision: 0,
    });
    expect(profile.body.successful_login).toHaveLength(1);

    const logout = await browser.get('/api/logout');
    expect(logout).toMatchObject({ status: 200, body: { message: 'You have been logged out.' } });
    // The session cookies are gone; the device cookie stays (this browser keeps its own login allowance).
    expect([...browser.cookies.keys()]).toEqual(['__Secure-admissions-device']);
  });

  it('accepts the address in any case and with spaces, as one account', async () => {
    const email = uniqueEmail();
    const browser = client();
    await browser.post('/public/signup', { username: `  ${email.toUpperCase()} `, password: goodPassword });
    const code = confirmationCodeIn(await lastMailTo(email));
    expect((await browser.post('/public/confirm', { username: email, code })).status).toBe(200);
    const login = await client().post('/public/login', { username: email.toUpperCase(), password: goodPassword });
    expect(login.status).toBe(200);
  });

  it('answers a signup for an existing account exactly like a new one and mails a notice instead of a code', async () => {
    const { email } = await loggedInClient(server);
    const again = await client().post('/public/signup', { username: email, password: 'Another-Pass-99' });
    const fresh = await client().post('/public/signup', { username: uniqueEmail(), password: 'Another-Pass-99' });
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const notice = await lastMailTo(email);
    expect(notice?.subject).toContain('Someone tried to create');
    expect(notice?.text).toContain(`${server.config.publicOrigin}/login`);
    expect(notice?.text).toContain(`${server.config.publicOrigin}/forgot`);
    expect(notice?.text).not.toMatch(/\d{6}/);
    // The existing password still works: nothing changed.
    expect((await client().post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('rejects a signup with an invalid email address', async () => {
    const response = await client().post('/public/signup', { username: 'not-an-email', password: goodPassword });
    expect(response).toMatchObject({ status: 400, body: { message: 'Your email address must be valid.' } });
  });

  it('rejects a weak password and lists every rule it misses', async () => {
    const cases: [string, string[]][] = [
      ['short', ['at least 12 characters', 'an uppercase letter', 'a number', 'a special character']],
      ['alllowercase-1', ['an uppercase letter']],
      ['ALLUPPERCASE-1', ['a lowercase letter']],
      ['NoDigitsHere-!', ['a number']],
      ['NoSpecial12345', ['a special character']],
      [' Leading-Space-12', ['no spaces at the start or end']],
      ['Trailing-Space-12 ', ['no spaces at the start or end']],
    ];
    for (const [password, missing] of cases) {
      const response = await client().post('/public/signup', { username: uniqueEmail(), password });
      expect(response.status, password).toBe(400);
      const message = String(response.body.message);
      expect(message.startsWith('Your password must have ')).toBe(true);
      for (const rule of missing) expect(message, password).toContain(rule);
      const all = ['12 characters', 'uppercase', 'lowercase', 'a number', 'special', 'spaces'];
      const expectedCount = missing.length;
      expect(all.filter((rule) => message.includes(rule)).length, password).toBe(expectedCount);
    }
  });

  it('checks the code format, and refuses a wrong code with a clear message', async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    const code = confirmationCodeIn(await lastMailTo(email));
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const response = await client().post('/public/confirm', { username: email, code: bad });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'The confirmation code must be exactly 6 numbers.' },
      });
    }
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await client().post('/public/confirm', { username: email, code: wrong });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('The confirmation code is incorrect or has expired');
    // The right code still works after one wrong attempt, then it is used up.
    expect((await client().post('/public/confirm', { username: email, code })).status).toBe(200);
    expect((await client().post('/public/confirm', { username: email, code })).status).toBe(400);
  });

  it('keeps the code through wrong attempts (no one can kill it), and a resend replaces it', async () => {
    const email = uniqueEmail();
    const browser = client();
    await browser.post('/public/signup', { username: email, password: goodPassword });
    const code = confirmationCodeIn(await lastMailTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 9; attempt++) {
      const response = await client().post('/public/confirm', { username: email, code: wrong });
      expect(response.body.message).toBe(
        'The confirmation code is incorrect or has expired. Please check the code or request a new one.',
      );
    }
    expect((await client().post('/public/resend-confirm', { username: email })).status).toBe(200);
    const fresh = confirmationCodeIn(await lastMailTo(email));
    if (fresh !== code) {
      expect((await browser.post('/public/confirm', { username: email, code })).status).toBe(400);
    }
    expect(await browser.post('/public/confirm', { username: email, code: fresh })).toMatchObject({
      status: 200,
      body: { message: 'Your account has been confirmed. Please log in.' },
    });
    expect((await client().post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('expires a code after 24 hours', async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    const code = confirmationCodeIn(await lastMailTo(email));
    clock.advance(hours(24) + minutes(1));
    const response = await client().post('/public/confirm', { username: email, code });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('has expired');
  });

  it('gives the same answer to resend-confirm for every address and mails only real accounts', async () => {
    const pending = uniqueEmail();
    await client().post('/public/signup', { username: pending, password: goodPassword });
    const { email: confirmed } = await loggedInClient(server);
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const username of [pending, confirmed, unknown]) {
      answers.push(await client().post('/public/resend-confirm', { username }));
    }
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body]))).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    await server.settle();
    expect(mailsTo(server.dataDir, pending)).toHaveLength(2);
    expect(mailsTo(server.dataDir, confirmed).at(-1)?.subject).toContain('already confirmed');
    expect(mailsTo(server.dataDir, unknown)).toHaveLength(0);

    const invalid = await client().post('/public/resend-confirm', { username: 'nope' });
    expect(invalid).toMatchObject({
      status: 400,
      body: { message: 'You must provide a valid email address to resend a confirmation code.' },
    });
  });

  it('gives one message for a wrong password and an unknown user, and checks the fields first', async () => {
    const { email } = await loggedInClient(server);
    const wrongPassword = await client().post('/public/login', { username: email, password: 'Wrong-Password-1' });
    const unknownUser = await client().post('/public/login', { username: uniqueEmail(), password: 'Wrong-Password-1' });
    expect(wrongPassword).toMatchObject({ status: 400, body: { message: 'Incorrect username or password.' } });
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(unknownUser.status).toBe(wrongPassword.status);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();

    expect((await client().post('/public/login', { username: 'x', password: 'y' })).body).toEqual({
      message: 'Please provide a valid email address.',
    });
    expect((await client().post('/public/login', { username: email, password: '' })).body).toEqual({
      message: 'Password is required.',
    });
  });

  it('tells an unconfirmed user with the right password to confirm first', async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    // The sign-up is recorded after its answer is sent (as the account's state must not show in the answer).
    await server.settle();
    const response = await client().post('/public/login', { username: email, password: goodPassword });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Your account is not confirmed\. /);
    const wrong = await client().post('/public/login', { username: email, password: 'Wrong-Password-1' });
    expect(wrong.body.message).toBe('Incorrect username or password.');
  });

  it('activates only the password chosen in the confirming browser when an address signs up twice', async () => {
    const email = uniqueEmail();
    const first = client();
    const second = client();
    await first.post('/public/signup', { username: email, password: 'First-Password-1' });
    await second.post('/public/signup', { username: email, password: 'Second-Password-2' });
    const code = confirmationCodeIn(await lastMailTo(email));
    expect((await first.post('/public/confirm', { username: email, code })).status).toBe(200);
    expect((await client().post('/public/login', { username: email, password: 'Second-Password-2' })).status).toBe(400);
    expect((await client().post('/public/login', { username: email, password: 'First-Password-1' })).status).toBe(200);
    // Confirmed: a later sign-up changes nothing and gets the notice.
    await second.post('/public/signup', { username: email, password: 'Third-Password-3' });
    expect((await lastMailTo(email))?.subject).toContain('Someone tried to create');
    expect((await client().post('/public/login', { username: email, password: 'Third-Password-3' })).status).toBe(400);
  });

  it('confirms in another browser without activating any password, and mails a link to choose one', async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    const code = confirmationCodeIn(await lastMailTo(email));
    const elsewhere = client();
    expect(await elsewhere.post('/public/confirm', { username: email, code })).toMatchObject({
      status: 200,
      body: {
        message:
          'Your account has been confirmed. To choose your password, open the link we sent to your email address.',
      },
    });
    expect((await client().post('/public/login', { username: email, password: goodPassword })).status).toBe(400);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toContain('Choose your');
    const id = resetLinkIn(mail).searchParams.get('id')!;
    const reset = { username: email, password: 'Chosen-Password-1', confirm_password: 'Chosen-Password-1', id };
    expect((await elsewhere.post('/public/reset-password', reset)).status).toBe(200);
    expect((await client().post('/public/login', { username: email, password: 'Chosen-Password-1' })).status).toBe(200);
  });

  it("lets a browser that enters a waiting sign-up's password at login confirm it", async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    const code = confirmationCodeIn(await lastMailTo(email));
    const laptop = client();
    const unconfirmed = await laptop.post('/public/login', { username: email, password: goodPassword });
    expect(unconfirmed.body.message).toMatch(/^Your account is not confirmed\. /);
    expect(await laptop.post('/public/confirm', { username: email, code })).toMatchObject({
      status: 200,
      body: { message: 'Your account has been confirmed. Please log in.' },
    });
    expect((await laptop.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  });

  it('resets a password with the mailed link, once, and ends every session', async () => {
    const { client: browser, email } = await loggedInClient(server);
    const other = new ApiClient(server.baseUrl);
    expect((await other.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);

    const forgot = await client().post('/public/forgot-password', { username: email });
    const unknown = await client().post('/public/forgot-password', { username: uniqueEmail('nobody') });
    expect(forgot).toMatchObject({ status: 200 });
    expect(unknown.body).toEqual(forgot.body);
    const link = resetLinkIn(await lastMailTo(email));
    expect(link.origin).toBe(server.config.publicOrigin);
    expect(link.pathname).toBe('/reset');
    expect(link.searchParams.get('username')).toBe(email);
    const id = link.searchParams.get('id')!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const mismatch = await client().post('/public/reset-password', {
      username: email,
      password: 'New-Password-123',
      confirm_password: 'New-Password-124',
      id,
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'Passwords must match.' } });
    const weak = await client().post('/public/reset-password', {
      username: email,
      password: 'weak',
      confirm_password: 'weak',
      id,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('at least 12 characters');

    const reset = { username: email, password: 'New-Password-123', confirm_password: 'New-Password-123', id };
    expect(await client().post('/public/reset-password', reset)).toMatchObject({
      status: 200,
      body: { message: 'Your password has been reset. Please log in with your new password.' },
    });
    for (const session of [browser, other]) {
      expect(await session.get('/api/profile')).toMatchObject({
        status: 401,
        body: { message: errorCatalogue.sessionInvalid },
      });
    }
    expect((await client().post('/public/reset-password', reset)).body.message).toContain('invalid or has expired');
    expect((await client().post('/public/login', { username: email, password: goodPassword })).status).toBe(400);
    expect((await client().post('/public/login', { username: email, password: 'New-Password-123' })).status).toBe(200);
  });

  it('refuses a reset link after an hour, for another user, or made up', async () => {
    const { email } = await loggedInClient(server);
    const { email: otherEmail } = await loggedInClient(server);
    await client().post('/public/forgot-password', { username: email });
    const id = resetLinkIn(await lastMailTo(email)).searchParams.get('id')!;
    const body = { password: 'New-Password-123', confirm_password: 'New-Password-123' };
    expect((await client().post('/public/reset-password', { ...body, username: otherEmail, id })).status).toBe(400);
    expect((await client().post('/public/reset-password', { ...body, username: email, id: 'made-up' })).status).toBe(
      400,
    );
    clock.advance(hours(1) + minutes(1));
    const late = await client().post('/public/reset-password', { ...body, username: email, id });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });

  it('confirms a never-confirmed account through a password reset (the link proves the mailbox)', async () => {
    const email = uniqueEmail();
    await client().post('/public/signup', { username: email, password: goodPassword });
    await server.settle();
    await client().post('/public/forgot-password', { username: email });
    const id = resetLinkIn(await lastMailTo(email)).searchParams.get('id')!;
    const reset = { username: email, password: 'New-Password-123', confirm_password: 'New-Password-123', id };
    expect((await client().post('/public/reset-password', reset)).status).toBe(200);
    expect((await client().post('/public/login', { username: email, password: 'New-Password-123' })).status).toBe(200);
  });
});
