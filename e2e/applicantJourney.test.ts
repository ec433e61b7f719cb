import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  chooseRadio,
  fillAboutYou,
  fillEducation,
  fillFinalStepsExceptIncarceration,
  logIn,
  logOut,
  signUpAndConfirm,
  uniqueEmail,
} from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

const dataDir = inject('e2eDataDir');

async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text).first().waitFor();
}

describe.skipIf(skipBrowserLeg)('an applicant from sign-up to submission in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, fills every step, is stopped by the validation summary, fixes it, submits, and stays submitted', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const email = uniqueEmail('journey');
    await withDiagnostics(page, watch, 'applicant-journey', async () => {
      await page.goto(`${e2eBaseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('link', { name: 'Create Account' }).click();
      await signUpAndConfirm(page, dataDir, email);
      await logIn(page, email);
      await page.waitForURL(/\/about$/);
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      expect(await page.locator('[data-banner]').getAttribute('data-banner')).toBe('firstLogin');

      await fillAboutYou(page);
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/education$/);
      await expectToast(page, 'Your answers have been saved.');

      // A returning applicant resumes at the last page.
      await logOut(page);
      await logIn(page, email);
      await page.waitForURL(/\/education$/);
      await page.getByRole('heading', { level: 1, name: 'Your Academics' }).waitFor();
      expect(await page.locator('[data-banner]').getAttribute('data-banner')).toBe('laterLogin');

      await fillEducation(page);
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/final-steps$/);
      await fillFinalStepsExceptIncarceration(page);

      // A premature submit: the summary lists what is missing and links to it.
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/about$/);
      const summary = page.getByRole('region', { name: "We're missing some information!" });
      await summary.waitFor();
      expect(await summary.getByRole('link').allInnerTexts()).toEqual(['Are you currently incarcerated?']);
      expect(await page.locator('[data-banner]').count()).toBe(0);
      await summary.getByRole('link', { name: 'Are you currently incarcerated?' }).click();
      await page.waitForURL(/\/final-steps#currently_incarcerated$/);
      const group = page.getByRole('radiogroup', { name: 'Are you currently incarcerated?' });
      await expect.poll(() => group.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      await chooseRadio(page, 'Are you currently incarcerated?', 'No');
      expect(await summary.getByRole('link').count()).toBe(0);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/completion$/);
      await page.getByText('Your application was successfully submitted.').first().waitFor();
      expect(await page.locator('[data-banner]').getAttribute('data-banner')).toBe('submitted');

      // Submitted applicants stay on /completion, also after logging in again.
      await page.getByRole('link', { name: '2 Your Academics' }).click();
      await page.waitForURL(/\/completion$/);
      await logOut(page);
      await logIn(page, email);
      await page.waitForURL(/\/completion$/);
      await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
    });

    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
