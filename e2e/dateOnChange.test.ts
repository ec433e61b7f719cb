import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseRadio, fillWholeApplication, region, textbox } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt } from './trust/support/trustSteps.ts';

const dataDir = inject('e2eDataDir');
const tooYoung = 'You must be 13 years or older to apply.';
const tooOld = 'This date is not supported. Please contact help support for assistance.';
const notValid = 'A valid date of birth is required.';
const summaryTitle = "We're missing some information!";

const birthDate = (page: Page) => textbox(region(page, 'Personal Information'), 'Date of Birth');
const year = new Date().getFullYear();

/** The errors shown under the birth date (its hint, which states the age rule, left out). */
async function birthDateErrors(page: Page): Promise<string> {
  if ((await birthDate(page).getAttribute('aria-invalid')) !== 'true') return '';
  const ids = ((await birthDate(page).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.filter((text) => /error/i.test(text)).join(' ');
}

/**
 * The birth date is checked as it is entered, with the tenant's own rules and
 * messages, in every web_status; outside `validating` nothing else shows.
 */
describe.skipIf(skipBrowserLeg)('the date input is validated on change in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('for a visitor: next year, more than 100 years ago, an impossible date, then a good one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'date-visitor', async () => {
      await page.goto(`${e2eBaseUrl}/about`);
      await birthDate(page).fill(`${year + 1}-05-17`);
      await expect.poll(() => birthDateErrors(page)).toContain(tooYoung);
      // Only the date's own message: no summary, no other field's error.
      expect(await page.getByRole('region', { name: summaryTitle }).count()).toBe(0);
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);

      await birthDate(page).fill(`${year - 101}-05-17`);
      await expect.poll(() => birthDateErrors(page)).toContain(tooOld);
      expect(await birthDateErrors(page)).not.toContain(tooYoung);

      // Typed segment by segment: 02/30 is no real date (the input's value stays empty); leaving the field checks it.
      await birthDate(page).fill('');
      await birthDate(page).click();
      await page.keyboard.type('02302000');
      await page.keyboard.press('Tab');
      await expect.poll(() => birthDateErrors(page)).toContain(notValid);

      await birthDate(page).fill('2008-05-17');
      await expect.poll(() => birthDate(page).getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByText(notValid).count()).toBe(0);
      expect(await page.getByText(tooOld).count()).toBe(0);
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('for a logged-in applicant, started and then validating', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'date-applicant');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'date-applicant', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await birthDate(page).fill(`${year + 1}-01-01`);
      await expect.poll(() => birthDateErrors(page)).toContain(tooYoung);
      expect(await page.getByRole('region', { name: summaryTitle }).count()).toBe(0);

      // Validating: a submit with one answer missing; the date is checked on change there too.
      await fillWholeApplication(page);
      await chooseRadio(page, 'Are you currently incarcerated?', 'No');
      await page.getByRole('link', { name: '1 About You' }).click();
      await page.waitForURL(/\/about$/);
      await textbox(region(page, 'Personal Information'), 'Last Name').fill('');
      await page.getByRole('link', { name: '3 Final Steps' }).click();
      await page.waitForURL(/\/final-steps$/);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/about$/);
      await page.getByRole('region', { name: summaryTitle }).waitFor();
      await birthDate(page).fill(`${year - 120}-01-01`);
      await expect.poll(() => birthDateErrors(page)).toContain(tooOld);
      // Once under the field, however many ways it was found.
      expect((await birthDateErrors(page)).split(tooOld)).toHaveLength(2);
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);
});
