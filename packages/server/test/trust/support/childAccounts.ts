import { expect } from 'vitest';
import { goodPassword, uniqueEmail } from '../../helpers/accounts.ts';
import { ApiClient } from '../../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from '../../helpers/outbox.ts';

/** Waits until `read` gives a value (polling every 100 ms). */
export async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A confirmed, logged-in account on a server running as a child process
 * (no in-process settle(): the confirmation code is read from the outbox
 * in its data dir once the mail lands).
 */
export async function childLoggedInClient(baseUrl: string, dataDir: string, label = 'applicant') {
  const email = uniqueEmail(label);
  const client = new ApiClient(baseUrl);
  expect((await client.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
  const code = await waitFor(() => {
    const mail = mailsTo(dataDir, email).at(-1);
    return mail ? confirmationCodeIn(mail) : undefined;
  });
  expect((await client.post('/public/confirm', { username: email, code })).status).toBe(200);
  expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
  return { client, email };
}
