import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logIn, region, signUpAndConfirm, textbox, uniqueEmail } from './support/applicantSteps.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { createPrefillLink, createStaffLink } from './support/adminLinks.ts';

const dataDir = inject('e2eDataDir');

describe.skipIf(skipBrowserLeg)('visitor answers carried through sign-up, and the staff view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a visitor answers, is sent to sign-up, and finds the answers saved after login; staff see them read-only', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const email = uniqueEmail('visitor');
    await withDiagnostics(page, watch, 'visitor-journey', async () => {
      await page.goto(`${e2eBaseUrl}/about`);
      expect(await page.locator('[data-banner]').getAttribute('data-banner')).toBe('firstVisit');
      await page.getByRole('complementary', { name: 'You are not signed in' }).waitFor();
      const personal = region(page, 'Personal Information');
      await textbox(personal, 'First Name').fill('Lucía');
      await textbox(personal, 'Last Name').fill('Fernández');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/signup$/);

      await signUpAndConfirm(page, dataDir, email);
      await logIn(page, email);
      await page.waitForURL(/\/about$/);
      expect(await textbox(region(page, 'Personal Information'), 'First Name').inputValue()).toBe('Lucía');
      expect(await textbox(region(page, 'Personal Information'), 'Last Name').inputValue()).toBe('Fernández');
      // Saved to the server right after the first login, not only shown.
      await expect
        .poll(() => page.evaluate(async () => (await (await fetch('/api/profile')).json()).answer.first_name))
        .toBe('Lucía');
      // A reload keeps them (from the server), and does not merge the carried answers again.
      await page.reload();
      expect(await textbox(region(page, 'Personal Information'), 'First Name').inputValue()).toBe('Lucía');
    });

    // Staff open the read-only view from the CLI's link in a browser without the applicant's session.
    const link = await createStaffLink(dataDir, e2eBaseUrl, email);
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staffContext.newPage();
    const staffWatch = await watchPage(staffPage);
    await withDiagnostics(staffPage, staffWatch, 'staff-view', async () => {
      await staffPage.goto(link);
      await staffPage.getByRole('heading', { level: 1, name: /Lucía Fernández/ }).waitFor();
      for (const title of ['About You', 'Your Academics', 'Final Steps']) {
        await staffPage.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
      }
      expect(await staffPage.getByText('Fernández', { exact: true }).count()).toBeGreaterThan(0);
      for (const role of [
        'textbox',
        'combobox',
        'radio',
        'checkbox',
        'button',
        'navigation',
        'banner',
        'contentinfo',
      ] as const) {
        expect(await staffPage.getByRole(role).count(), role).toBe(0);
      }
      expect(await staffPage.locator('input, select, textarea, button').count()).toBe(0);
      await expectNoAxeViolations(staffPage, 'the service-user view');
      // Print-style: the print stylesheet leaves the answers on the page.
      await staffPage.emulateMedia({ media: 'print' });
      expect(await staffPage.getByRole('heading', { level: 2, name: 'Final Steps', exact: true }).isVisible()).toBe(
        true,
      );
    });
    expect(watch.cspViolations).toEqual([]);
    expect(staffWatch.cspViolations).toEqual([]);
    expect([...watch.pageErrors, ...staffWatch.pageErrors]).toEqual([]);
    await staffContext.close();
    await context.close();
  }, 120_000);

  it('a prefill link (the prefill-link CLI) opens the form with its answers', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'prefill-')), 'answers.json');
    writeFileSync(file, JSON.stringify({ first_name: 'Prefilled', city: 'Accra' }));
    const link = await createPrefillLink(dataDir, e2eBaseUrl, file);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'prefill-link', async () => {
      await page.goto(link);
      await page.waitForURL(/\/about$/);
      expect(await textbox(region(page, 'Personal Information'), 'First Name').inputValue()).toBe('Prefilled');
      expect(await textbox(region(page, 'Address'), 'City').inputValue()).toBe('Accra');
    });
    expect(watch.cspViolations).toEqual([]);
    await context.close();
  }, 60_000);
});
