import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { ApiClient } from './apiClient.ts';
import { confirmationCodeIn, mailsTo } from './outbox.ts';
import type { TestServer } from './startTestServer.ts';

export const goodPassword = 'Correct-Horse-42';

/** A fresh address per test, so tests sharing a server never collide. */
export function uniqueEmail(label = 'applicant'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

/** Signs up and confirms an account (code read from the outbox); returns the address. */
export async function createConfirmedAccount(server: TestServer, email = uniqueEmail()): Promise<string> {
  const client = new ApiClient(server.baseUrl);
  const signup = await client.post('/public/signup', { username: email, password: goodPassword });
  expect(signup.status).toBe(200);
  await server.settle();
  const code = confirmationCodeIn(mailsTo(server.dataDir, email).at(-1));
  const confirm = await client.post('/public/confirm', { username: email, code });
  expect(confirm.status).toBe(200);
  return email;
}

/** A logged-in client for a new confirmed account. */
export async function loggedInClient(
  server: TestServer,
  email?: string,
): Promise<{ client: ApiClient; email: string }> {
  const username = await createConfirmedAccount(server, email);
  const client = new ApiClient(server.baseUrl);
  const login = await client.post('/public/login', { username, password: goodPassword });
  expect(login.status).toBe(200);
  return { client, email: username };
}
