import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo, resetLinkIn } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const ownerPassword = 'Owners-Own-Password-1';
const strangerPassword = 'Strangers-Password-2';

/**
 * Pre-hijacking: a stranger signs up with the owner's address (before or
 * after the owner) and waits for the owner to confirm. Whatever the owner
 * confirms with (the newest code in the mailbox, in any browser), the
 * stranger's password never opens the account; the owner always gets in by
 * reading their mail. Everything goes through the HTTP API and the outbox.
 */
describe.skipIf(skipDatabaseLeg)(`account pre-hijacking on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const browser = (): ApiClient => new ApiClient(server.baseUrl);
  const newestCode = async (email: string): Promise<string> => {
    await server.settle();
    return confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
  };
  const logsIn = async (email: string, password: string): Promise<boolean> => {
    const response = await browser().post('/public/login', { username: email, password });
    expect([200, 400], response.text).toContain(response.status);
    return response.status === 200;
  };
  const signUp = async (client: ApiClient, email: string, password: string) => {
    expect((await client.post('/public/signup', { username: email, password })).status).toBe(200);
  };

  type Order = 'owner first' | 'stranger first';
  const signUpBoth = async (order: Order, email: string) => {
    const owner = browser();
    const stranger = browser();
    if (order === 'owner first') {
      await signUp(owner, email, ownerPassword);
      await signUp(stranger, email, strangerPassword);
    } else {
      await signUp(stranger, email, strangerPassword);
      await signUp(owner, email, ownerPassword);
    }
    // Sign-ups are recorded after their answers are sent.
    await server.settle();
    return { owner, stranger };
  };

  it.each<Order>(['owner first', 'stranger first'])(
    "%s: the owner confirms with the newest code; only the owner's password opens the account",
    async (order) => {
      const email = uniqueEmail('owner');
      const { owner, stranger } = await signUpBoth(order, email);
      const code = await newestCode(email);
      expect(await owner.post('/public/confirm', { username: email, code })).toMatchObject({
        status: 200,
        body: { message: 'Your account has been confirmed. Please log in.' },
      });
      expect(await logsIn(email, strangerPassword)).toBe(false);
      expect((await stranger.post('/public/login', { username: email, password: strangerPassword })).status).toBe(400);
      expect(await logsIn(email, ownerPassword)).toBe(true);
    },
  );

  it.each<Order>(['owner first', 'stranger first'])(
    '%s: confirmed from a third browser, no sign-up password works and the owner chooses one through the mail',
    async (order) => {
      const email = uniqueEmail('owner');
      await signUpBoth(order, email);
      const phone = browser();
      const confirm = await phone.post('/public/confirm', { username: email, code: await newestCode(email) });
      expect(confirm.status).toBe(200);
      expect(await logsIn(email, strangerPassword)).toBe(false);
      expect(await logsIn(email, ownerPassword)).toBe(false);
      await server.settle();
      const link = resetLinkIn(mailsTo(server.dataDir, email).at(-1));
      const chosen = 'Chosen-By-The-Owner-3';
      const reset = await phone.post('/public/reset-password', {
        username: email,
        password: chosen,
        confirm_password: chosen,
        id: link.searchParams.get('id'),
      });
      expect(reset.status).toBe(200);
      expect(await logsIn(email, chosen)).toBe(true);
      expect(await logsIn(email, strangerPassword)).toBe(false);
    },
  );

  it("the stranger's own browser cannot confirm without the code, and gets nothing from signing up again", async () => {
    const email = uniqueEmail('owner');
    const { owner, stranger } = await signUpBoth('owner first', email);
    // The stranger can tell their sign-up is waiting (they know its password), nothing more.
    const waiting = await stranger.post('/public/login', { username: email, password: strangerPassword });
    expect(waiting.body.message).toMatch(/^Your account is not confirmed\. /);
    expect((await stranger.post('/public/resend-confirm', { username: email })).status).toBe(200);
    const code = await newestCode(email);
    const guess = code === '123456' ? '654321' : '123456';
    expect((await stranger.post('/public/confirm', { username: email, code: guess })).status).toBe(400);
    expect((await owner.post('/public/confirm', { username: email, code })).status).toBe(200);
    await signUp(stranger, email, strangerPassword);
    await server.settle();
    expect(mailsTo(server.dataDir, email).at(-1)?.subject).toContain('Someone tried to create');
    expect(await logsIn(email, strangerPassword)).toBe(false);
    expect(await logsIn(email, ownerPassword)).toBe(true);
  });

  it("a password reset by the owner ends every waiting sign-up: no code confirms the stranger's password later", async () => {
    const email = uniqueEmail('owner');
    const { stranger } = await signUpBoth('stranger first', email);
    const code = await newestCode(email);
    expect((await browser().post('/public/forgot-password', { username: email })).status).toBe(200);
    await server.settle();
    const link = resetLinkIn(mailsTo(server.dataDir, email).at(-1));
    const reset = await browser().post('/public/reset-password', {
      username: email,
      password: ownerPassword,
      confirm_password: ownerPassword,
      id: link.searchParams.get('id'),
    });
    expect(reset.status).toBe(200);
    expect((await stranger.post('/public/confirm', { username: email, code })).status).toBe(400);
    expect(await logsIn(email, strangerPassword)).toBe(false);
    expect(await logsIn(email, ownerPassword)).toBe(true);
  });
});
