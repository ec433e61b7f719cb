import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logOut, region, textbox } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { switchTo } from './support/switchTo.ts';
import { confirmedAccount, logInAt } from './trust/support/trustSteps.ts';

const dataDir = inject('e2eDataDir');
const warningTitle = 'Are you still working on your application?';
const inactivityMessage = 'You have been automatically logged out due to inactivity.';
const sessionInvalid = 'Your session is invalid. Please clear your cookies and login again.';

const firstName = (page: Page) => textbox(region(page, 'Personal Information'), 'First Name');
const warning = (page: Page) => page.getByRole('alertdialog', { name: warningTitle });

/** A second tab of the same browser (same cookies, same session) on the application. */
async function secondTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${e2eBaseUrl}/about`);
  await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
  return page;
}

/** The logout requests (GET /api/logout) the tabs of a context send. */
function logoutRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/logout') seen.push(request.url());
  });
  return seen;
}

/**
 * Two tabs of one browser on one session, with the browser clock under the
 * test's control: activity in either tab counts for both, both warn and log
 * out together (the logout itself happens once), and a logout in one tab
 * logs out the other with the same message.
 */
describe.skipIf(skipBrowserLeg)('inactivity across two tabs of one browser in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a tab left idle does not end the session the applicant uses in the other; then both warn and log out once', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'two-tabs-idle');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.clock.install();
    const logouts = logoutRequests(context);
    const busy = await context.newPage();
    const watch = await watchPage(busy);
    await withDiagnostics(busy, watch, 'two-tabs-idle', async () => {
      await logInAt(busy, e2eBaseUrl, email);
      const idle = await secondTab(context);

      // The applicant works in one tab for 40 minutes; the other is left alone all that time.
      for (const word of ['Ama', 'Amara', 'Amarachi', 'Amarachukwu']) {
        await context.clock.fastForward('10:00');
        await firstName(busy).fill(word);
      }
      expect(new URL(idle.url()).pathname).toBe('/about');
      expect(await warning(idle).count()).toBe(0);
      expect(await warning(busy).count()).toBe(0);

      // Quiet everywhere: both warn at 14 minutes; "Yes" in one tab closes the warning in the other.
      await context.clock.fastForward('14:01');
      await warning(busy).waitFor();
      await warning(idle).waitFor();
      await warning(idle).getByRole('button', { name: 'Yes - Take me back to my application' }).click();
      await warning(idle).waitFor({ state: 'detached' });
      await warning(busy).waitFor({ state: 'detached' });

      // Quiet again past 15 minutes: both tabs land on /login with the inactivity message.
      await context.clock.fastForward('15:01');
      for (const page of [busy, idle]) {
        await page.waitForURL(/\/login$/);
        await page.getByRole('region', { name: 'Notifications (F8)' }).getByText(inactivityMessage).waitFor();
      }
      // The session was ended by one request, not one per tab; the answer typed last was saved on the way out.
      expect(logouts).toHaveLength(1);
      await switchTo(busy);
      await logInAt(busy, e2eBaseUrl, email);
      expect(await firstName(busy).inputValue()).toBe('Amarachukwu');
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);

  it('a logout in one tab logs out the other with the same message, keeping what it had typed', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'two-tabs-logout');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const logouts = logoutRequests(context);
    const first = await context.newPage();
    const watch = await watchPage(first);
    await withDiagnostics(first, watch, 'two-tabs-logout', async () => {
      await logInAt(first, e2eBaseUrl, email);
      const other = await secondTab(context);
      await firstName(other).fill('Typed-in-the-other-tab');

      await switchTo(first);
      await logOut(first);
      await first.getByRole('region', { name: 'Notifications (F8)' }).getByText(sessionInvalid).waitFor();
      await other.waitForURL(/\/login$/);
      await other.getByRole('region', { name: 'Notifications (F8)' }).getByText(sessionInvalid).waitFor();
      expect(logouts).toHaveLength(1);

      // What the other tab had not saved travels to its /login and is saved at the next sign-in there.
      await switchTo(other);
      await other.getByLabel('Email Address').fill(email);
      await other.getByLabel('Password', { exact: true }).fill('Correct-Horse-Battery-9');
      await other.getByRole('button', { name: 'Sign In' }).click();
      await other.waitForURL(/\/about$/);
      expect(await firstName(other).inputValue()).toBe('Typed-in-the-other-tab');
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
