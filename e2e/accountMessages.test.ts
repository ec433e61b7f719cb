import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn, logOut, region, signUpAndConfirm, textbox, uniqueEmail } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt } from './trust/support/trustSteps.ts';

const dataDir = inject('e2eDataDir');
const sessionInvalid = 'Your session is invalid. Please clear your cookies and login again.';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** Every toast the page shows, as "Title: message", recorded as it appears (toasts go away after 5 s). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      const list = document.querySelector('[aria-label="Notifications (F8)"]');
      for (const item of list?.querySelectorAll('li') ?? []) {
        if (known.has(item)) continue;
        known.add(item);
        seen.push(item.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { __toasts: string[] }).__toasts]);
}

describe.skipIf(skipBrowserLeg)('account messages and hand-offs in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('logout lands on /login with the session-invalid text in an error toast, not a success toast', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'logout-message');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const toasts = await recordToasts(page);
    await withDiagnostics(page, watch, 'logout-message', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await logOut(page);
      await page.waitForURL(/\/login$/);
      const toast = notifications(page).getByRole('listitem').filter({ hasText: sessionInvalid });
      await toast.waitFor();
      expect(await toast.getByText('Error', { exact: true }).count()).toBe(1);
      expect((await toasts()).some((text) => text.includes('You have been logged out.'))).toBe(false);
      expect(
        await page.evaluate(() => (window.history.state as { usr?: { errorMessage?: string } }).usr?.errorMessage),
      ).toBe(sessionInvalid);
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it("a visitor's carried answers: 'You have logged in successfully.' shows once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const toasts = await recordToasts(page);
    const email = uniqueEmail('carried-toast');
    await withDiagnostics(page, watch, 'carried-toast', async () => {
      await page.goto(`${e2eBaseUrl}/about`);
      await textbox(region(page, 'Personal Information'), 'First Name').fill('Ngozi');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/signup$/);
      await signUpAndConfirm(page, dataDir, email);
      await logIn(page, email);
      await page.waitForURL(/\/about$/);
      // The carried answer was saved (its own toast), after which the gate navigated once more.
      await notifications(page).getByText('Your answers have been saved.').first().waitFor();
      await expect
        .poll(() => page.evaluate(() => (window.history.state as { usr?: object }).usr ?? {}))
        .not.toHaveProperty('studentAnswers');
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      const loginToasts = (await toasts()).filter((text) => text.includes('You have logged in successfully.'));
      expect(loginToasts).toHaveLength(1);
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it("a visitor's Save and Continue with nothing typed steers to /signup", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2eBaseUrl}/about`);
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/signup$/);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await context.close();
  }, 60_000);

  it("a failed logout shows the dialog titled 'Unexpected Error' and keeps the applicant signed in", async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'logout-failed');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'logout-failed', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await page.route('**/api/logout', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The service is busy. Please try again in a minute.' }),
        }),
      );
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Unexpected Error' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(
        'Something did not work as it should. The service is busy. Please try again in a minute.',
      );
      expect(await page.getByRole('alertdialog', { name: 'Error', exact: true }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/about');
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
