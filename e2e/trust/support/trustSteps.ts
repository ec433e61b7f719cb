import type { Page } from 'playwright-core';
import { applicantPassword, logIn, uniqueEmail } from '../../support/applicantSteps.ts';
import { readConfirmationCode } from '../../support/mailbox.ts';

/** Signs up and confirms an account over HTTP (the sign-up screens have their own tests); returns the address. */
export async function confirmedAccount(baseUrl: string, dataDir: string, label: string): Promise<string> {
  const email = uniqueEmail(label);
  // One browser: the confirmation activates the password chosen with the sign-up cookie it carries.
  let cookie = '';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
  const signup = await post('/public/signup', { username: email, password: applicantPassword });
  if (signup.status !== 200) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  cookie = signup.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const code = await readConfirmationCode(dataDir, email);
  const confirm = await post('/public/confirm', { username: email, code });
  if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status} ${await confirm.text()}`);
  return email;
}

/** Logs in through the Sign In card and waits for the first form page. */
export async function logInAt(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await logIn(page, email);
  await page.waitForURL(/\/about$/);
  await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
}

/** The stored profile, read with the page's own session cookie. */
export function storedProfile(page: Page): Promise<{
  answer: Record<string, string | boolean>;
  revision: number;
  last_page: string | null;
  web_status: { web_status: string }[];
}> {
  return page.evaluate(async () => (await fetch('/api/profile')).json());
}

export function notifications(page: Page) {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}
