/**
 * Logged-in applicants for the server benchmarks, made the honest way through
 * the API: sign up, confirm with the code from the outbox mail, log in, in
 * parallel batches (argon2 makes each sign-up and login cost tens of ms).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { confirmationCodeIn, readOutbox } from '../../packages/server/test/helpers/outbox.ts';

export const benchPassword = 'Correct-Horse-42';

export interface BenchApplicant {
  email: string;
  /** The `Cookie` request header carrying the session. */
  cookie: string;
}

/** A JSON call the way the app makes it (Content-Type and Origin for the CSRF checks). */
export async function callJson(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Response> {
  const headers: Record<string, string> = { origin: baseUrl };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The `Cookie` header a browser would send back after this response. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  }
  return results;
}

async function confirmationCodes(dataDir: string, emails: readonly string[]): Promise<Map<string, string>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const codes = new Map<string, string>();
    for (const mail of readOutbox(dataDir)) {
      const email = emails.find((address) => mail.to.includes(address));
      if (email) codes.set(email, confirmationCodeIn(mail));
    }
    if (codes.size === emails.length) return codes;
    if (Date.now() > deadline) throw new Error(`Only ${codes.size} of ${emails.length} confirmation mails arrived`);
    await sleep(200);
  }
}

export async function createApplicants(
  server: { baseUrl: string; dataDir: string },
  count: number,
  batchSize = 16,
): Promise<BenchApplicant[]> {
  const emails = Array.from({ length: count }, (_, i) => `bench-applicant-${i}@example.com`);
  const credentials = (email: string) => ({ username: email, password: benchPassword });
  // Each applicant's browser keeps its sign-up cookie: the confirmation activates the password chosen in it.
  const signupCookies = new Map<string, string>();
  await inBatches(emails, batchSize, async (email) => {
    const response = await callJson(server.baseUrl, 'POST', '/public/signup', credentials(email));
    signupCookies.set(email, cookieHeader(response));
  });
  const codes = await confirmationCodes(server.dataDir, emails);
  await inBatches(emails, batchSize, (email) =>
    callJson(
      server.baseUrl,
      'POST',
      '/public/confirm',
      { username: email, code: codes.get(email) },
      signupCookies.get(email),
    ),
  );
  return inBatches(emails, batchSize, async (email) => {
    const response = await callJson(server.baseUrl, 'POST', '/public/login', credentials(email));
    return { email, cookie: cookieHeader(response) };
  });
}
