import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppProcess, startAppProcess } from './support/appProcess.ts';
import {
  chooseOption,
  chooseRadio,
  logIn,
  region,
  signUpAndConfirm,
  textbox,
  uniqueEmail,
} from './support/applicantSteps.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { skipBrowserLeg } from './support/skipBrowserLeg.ts';

const fixtures = fileURLToPath(new URL('../packages/server/test/fixtures/documents/', import.meta.url));

// The second tenant on the build the other browser tests use: one build, any tenant, chosen when the server starts.
describe.skipIf(skipBrowserLeg)('the demo-college transfer application in Chromium', () => {
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    app = await startAppProcess({ programsDir: inject('compiledProgramsDir'), env: { TENANT: 'demo-college' } });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows demo-college's branding: title, header, logo, colours, partner values in the Help modal", async () => {
    const page = await browser.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.waitForURL(/\/you$/);
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
    expect(await page.title()).toBe('About You (Step 1 of 2) | Demo College Transfer Application');
    const header = page.getByRole('banner');
    expect(await header.textContent()).toContain('Demo College of the Lakes');
    const logo = header.locator('img');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await logo.getAttribute('src')).toMatch(/^\/tenant\/demo-college\/logo-[\w-]+\.svg$/);
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 58, 34)');
    // The form's own parts are in the tenant's colours too: its buttons and the focus ring of its fields.
    const save = page.getByRole('button', { name: 'Save and Continue' });
    expect(await save.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 58, 34)');
    expect(await save.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    await save.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await save.evaluate((element) => getComputedStyle(element).outlineColor)).toBe('rgb(200, 106, 0)');
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    expect((await steps.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '1 About You',
      '2 Your Transfer',
    ]);
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    expect(await help.innerText()).toContain('transfer-help@demo-college.example.edu or call (608) 555-0177');
    await expectNoAxeViolations(page, 'the demo-college Help modal');
    await page.close();
  });

  it('signs up, fills both pages with a second college and an upload, downloads the PDF copy and submits', async () => {
    const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const email = uniqueEmail('demo-college');
    await withDiagnostics(page, watch, 'demo-college-journey', async () => {
      await page.goto(`${app.baseUrl}/signup`);
      await signUpAndConfirm(page, app.dataDir, email);
      await logIn(page, email);
      await page.waitForURL(/\/you$/);

      const name = region(page, 'Your Name');
      await textbox(name, 'Legal First Name').fill('Rosa');
      await textbox(name, 'Legal Last Name').fill('Delgado');
      await textbox(name, 'Date of Birth').fill('2004-03-09');
      const address = region(page, 'Contact').getByRole('group', { name: 'Home Address' });
      await textbox(address, 'Address').fill('210 Elm Street');
      await textbox(address, 'City').fill('Madison');
      await chooseOption(address, 'Country', 'United States of America');
      await chooseOption(address, 'State', 'Wisconsin');
      await textbox(address, 'ZIP Code').fill('53703');
      // The condition: only applicants from elsewhere are asked where they lived.
      await chooseRadio(page, 'Have you lived in Wisconsin for the past 12 months?', 'No');
      await page.getByRole('textbox', { name: /Where have you lived/ }).waitFor();
      await chooseRadio(page, 'Have you lived in Wisconsin for the past 12 months?', 'Yes');
      await expect.poll(() => page.getByRole('textbox', { name: /Where have you lived/ }).count()).toBe(0);
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/transfer$/);

      await chooseOption(page, 'When would you like to start?', 'Fall 2027');
      await chooseOption(page, 'Program you plan to study', 'Nursing (BSN)');
      const colleges = region(page, 'Colleges You Attended');
      await textbox(colleges, 'College name').fill('Madison Area Technical College');
      await colleges.getByRole('button', { name: 'Add another college' }).click();
      const second = colleges.getByRole('region', { name: 'College 2' });
      await textbox(second, 'College name').fill('Lakeland University');
      // One block too many is removed again, by keyboard: confirmation, focus on the previous block, count saved.
      await colleges.getByRole('button', { name: 'Add another college' }).click();
      const third = colleges.getByRole('region', { name: 'College 3' });
      await third.getByRole('button', { name: 'Remove College 3' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Remove College 3?' });
      await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => colleges.getByRole('region', { name: 'College 3' }).count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('College 2');
      expect(await page.locator('[aria-live="polite"]').filter({ hasText: 'College 3 removed.' }).count()).toBe(1);
      expect(await (await context.request.get(`${app.baseUrl}/api/add-another`)).json()).toEqual({ prior_college: 2 });
      await chooseRadio(page, 'Will you have an associate degree before you transfer?', 'No');
      await page.getByLabel('Unofficial transcript (optional)').setInputFiles(`${fixtures}sample.pdf`);
      await page.getByText('Document attached:').waitFor({ timeout: 60_000 });
      await page.getByRole('checkbox', { name: /I certify that the information/ }).check();

      // The PDF copy from the last page (the button saves first): what the applicant is about to submit.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 90_000 }),
        page.getByRole('button', { name: 'Download a PDF Copy' }).click(),
      ]);
      const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
      expect(text).toContain('Demo College of the Lakes');
      // The name from demo-college's applicantName keys (legal_first_name, legal_last_name).
      expect(text).toContain('Applicant: Rosa Delgado');
      expect(text).toContain('Nursing (BSN)');
      expect(text).toContain('Lakeland University');
      expect(text).toContain('Document attached: sample.pdf');

      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/completion$/);
      await page.getByText('Your application was successfully submitted.').first().waitFor();
      expect(await page.locator('[data-banner]').getAttribute('data-banner')).toBe('submitted');
      expect(
        await page.getByRole('link', { name: 'pay the transfer application fee' }).first().getAttribute('href'),
      ).toBe('https://pay.demo-college.example.edu/transfer-fee');
      const status = await (await context.request.get(`${app.baseUrl}/api/profile`)).json();
      expect(status.web_status.map((entry: { web_status: string }) => entry.web_status)).toContain('submitted');
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
