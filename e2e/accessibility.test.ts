import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  fillWholeApplication,
  logIn,
  region,
  signUpAndConfirm,
  textbox,
  uniqueEmail,
} from './support/applicantSteps.ts';
import { axeViolations, expectNoAxeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics, type PageWatch } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

const dataDir = inject('e2eDataDir');

const visitorRoutes = [
  ['/about', 'About You'],
  ['/education', 'Your Academics'],
  ['/final-steps', 'Final Steps'],
  ['/signup', 'Create Account'],
  ['/confirm', 'Confirm Your Account'],
  ['/login', 'Sign In'],
  ['/forgot', 'Forgot Password'],
  ['/reset?username=someone%40example.com&id=abc', 'Reset Password'],
  ['/accessibility', 'Accessibility statement'],
] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function signedUpAndLoggedIn(
  context: BrowserContext,
  label: string,
): Promise<{ page: Page; watch: PageWatch; email: string }> {
  const page = await context.newPage();
  const watch = await watchPage(page);
  const email = uniqueEmail(label);
  await page.goto(`${e2eBaseUrl}/signup`);
  await signUpAndConfirm(page, dataDir, email);
  await logIn(page, email);
  await page.waitForURL(/\/about$/);
  await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
  return { page, watch, email };
}

describe.skipIf(skipBrowserLeg)('WCAG 2.2 A/AA (axe-core) on every route and state', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('every route a visitor can open, the footer modals, the account popover, at 320 px and 200% zoom', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'a11y-visitor', async () => {
      // The checker itself works under the page's CSP: it flags a planted image without alt text.
      await page.goto(`${e2eBaseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      await page.evaluate(() => document.getElementById('main')?.append(document.createElement('img')));
      expect((await axeViolations(page)).map((violation) => violation.id)).toContain('image-alt');

      const titles = new Set<string>();
      for (const [path, heading] of visitorRoutes) {
        await page.goto(`${e2eBaseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectNoAxeViolations(page, path);
        titles.add(await page.title());
      }
      expect(titles.size).toBe(visitorRoutes.length);

      await page.goto(`${e2eBaseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      for (const name of ['Help', 'Privacy']) {
        await page.getByRole('button', { name, exact: true }).click();
        await page.getByRole('dialog', { name }).waitFor();
        await expectNoAxeViolations(page, `the ${name} modal`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      // The statement is one footer link away from every page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
      await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('group', { name: 'Account' }).waitFor();
      await expectNoAxeViolations(page, 'the open account popover');
      await page.keyboard.press('Escape');

      // 320 px wide (and 640 px, what a 1280 px window shows at 200% zoom): content reflows, no sideways scrolling.
      for (const width of [320, 640]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['/about', '/education', '/final-steps', '/signup', '/login', '/accessibility']) {
          await page.goto(`${e2eBaseUrl}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
        }
      }
      await page.goto(`${e2eBaseUrl}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page, '/about at 640px');
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('logged in: the validation summary, the conflict and error dialogs, /completion', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, watch } = await signedUpAndLoggedIn(context, 'a11y');
    await withDiagnostics(page, watch, 'a11y-applicant', async () => {
      await expectNoAxeViolations(page, '/about after the first login');

      // Two tabs of the same applicant: the second save meets a 409 and the conflict dialog.
      const other = await context.newPage();
      await other.goto(`${e2eBaseUrl}/about`);
      await textbox(region(other, 'Personal Information'), 'First Name').fill('From the other tab');
      await other.getByRole('button', { name: 'Save and Continue' }).click();
      await other.waitForURL(/\/education$/);
      await other.close();
      await textbox(region(page, 'Personal Information'), 'First Name').fill('From this tab');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      const conflict = page.getByRole('alertdialog', { name: 'Your application was changed somewhere else' });
      await conflict.waitFor();
      await expectNoAxeViolations(page, 'the conflict dialog');
      await conflict.getByRole('button', { name: 'Keep my answers' }).click();
      await conflict.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(async () => (await (await fetch('/api/profile')).json()).answer.first_name))
        .toBe('From this tab');

      // A premature submit shows the summary. (In-app navigation: a fresh load would resume at last_page.)
      await page.getByRole('link', { name: '3 Final Steps' }).click();
      await page.waitForURL(/\/final-steps$/);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/about$/);
      await page.getByRole('region', { name: "We're missing some information!" }).waitFor();
      await expectNoAxeViolations(page, 'the validation summary with per-field errors');
      for (const [link, path] of [
        ['2 Your Academics', '/education'],
        ['3 Final Steps', '/final-steps'],
      ] as const) {
        await page.getByRole('link', { name: link }).click();
        await page.waitForURL(new RegExp(`${path}$`));
        await page.getByRole('region', { name: "We're missing some information!" }).waitFor();
        await expectNoAxeViolations(page, `${path} while validating`);
      }

      // A failed logout shows the Unexpected Error dialog.
      await page.route('**/api/logout', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Logout is unavailable.' }),
        }),
      );
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      const errorDialog = page.getByRole('alertdialog', { name: 'Error' });
      await errorDialog.waitFor();
      expect(await errorDialog.innerText()).toContain('Unexpected Error');
      await expectNoAxeViolations(page, 'the Unexpected Error dialog');
      await errorDialog.getByRole('button', { name: 'OK' }).click();
      await page.unroute('**/api/logout');

      await page.getByRole('link', { name: '1 About You' }).click();
      await page.waitForURL(/\/about$/);
      await fillWholeApplication(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/completion$/);
      await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
      await expectNoAxeViolations(page, '/completion');
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);

  it('the inactivity warning (clock fast-forwarded) and the automatic logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    const watch = await watchPage(page);
    const email = uniqueEmail('idle');
    await withDiagnostics(page, watch, 'a11y-inactivity', async () => {
      await page.goto(`${e2eBaseUrl}/signup`);
      await signUpAndConfirm(page, dataDir, email);
      await logIn(page, email);
      await page.waitForURL(/\/about$/);
      await textbox(region(page, 'Personal Information'), 'First Name').fill('Sleepy');
      await page.clock.fastForward('14:01');
      const warning = page.getByRole('alertdialog', { name: 'Are you still working on your application?' });
      await warning.waitFor();
      await expectNoAxeViolations(page, 'the inactivity warning');
      await warning.getByRole('button', { name: 'Yes - Take me back to my application' }).click();
      await warning.waitFor({ state: 'detached' });
      await page.clock.fastForward('15:01');
      await page.waitForURL(/\/login$/);
      await page.locator('#main').getByText('You have been automatically logged out due to inactivity.').waitFor();
      await expectNoAxeViolations(page, '/login after the inactivity logout');
      // The answer typed before the timeout was saved on the way out.
      await logIn(page, email);
      await page.waitForURL(/\/about$/);
      expect(await textbox(region(page, 'Personal Information'), 'First Name').inputValue()).toBe('Sleepy');
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
