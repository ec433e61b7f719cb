import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applicantPassword, region, textbox, uniqueEmail } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { activate, radioByKeyboard, selectByKeyboard, tabTo, typeByKeyboard } from './support/keyboard.ts';
import { readConfirmationCode } from './support/mailbox.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

const dataDir = inject('e2eDataDir');

const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });
const radiogroup = (scope: Page | Locator, name: string) => scope.getByRole('radiogroup', { name });

describe.skipIf(skipBrowserLeg)('the whole journey with the keyboard alone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, confirms, logs in, fills all three steps and submits without a pointer', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const email = uniqueEmail('keyboard');
    await withDiagnostics(page, watch, 'keyboard-journey', async () => {
      await page.goto(`${e2eBaseUrl}/signup`);
      await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
      // The skip link is the first stop.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');

      await typeByKeyboard(page, page.getByLabel('Email Address'), email);
      await typeByKeyboard(page, page.getByLabel('Password', { exact: true }), applicantPassword);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Confirm Your Account' }).waitFor();
      const code = await readConfirmationCode(dataDir, email);
      await typeByKeyboard(page, page.getByLabel('Confirmation Code'), code);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      await typeByKeyboard(page, page.getByLabel('Password', { exact: true }), applicantPassword);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/about$/);
      // Focus moves to the new page's heading.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('About You');

      const personal = region(page, 'Personal Information');
      await typeByKeyboard(page, textbox(personal, 'First Name'), 'Kenji');
      await typeByKeyboard(page, textbox(personal, 'Last Name'), 'Watanabe');
      await tabTo(page, textbox(personal, 'Date of Birth'));
      await page.keyboard.type('04122007');
      await selectByKeyboard(page, combobox(personal, 'Gender'), 'Male');
      await typeByKeyboard(page, textbox(region(page, 'Phone Numbers'), 'International Home Phone'), '+81 3 5555 0199');
      const address = region(page, 'Address');
      await typeByKeyboard(page, textbox(address, 'Address'), '3-1 Marunouchi');
      await typeByKeyboard(page, textbox(address, 'City'), 'Tokyo');
      await selectByKeyboard(page, combobox(address, 'Country'), 'Japan');
      await radioByKeyboard(
        page,
        radiogroup(address, 'Is your mailing address the same as your permanent address?'),
        'Yes',
      );
      const citizenship = region(page, 'Citizenship');
      await selectByKeyboard(page, combobox(citizenship, 'Citizen Type'), 'Citizen of another country');
      await selectByKeyboard(page, combobox(citizenship, 'Country of Citizenship'), 'Japan');
      await tabTo(page, combobox(citizenship, 'Visa Status'));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect((await combobox(citizenship, 'Visa Status').innerText()).trim()).not.toBe('--');
      await activate(page, page.getByRole('button', { name: 'Save and Continue' }));
      await page.waitForURL(/\/education$/);

      await selectByKeyboard(page, combobox(page, 'When do you plan to enroll?'), 'Fall 2027 (August)');
      await selectByKeyboard(page, combobox(page, 'Please select a campus.'), 'Non-degree study');
      await selectByKeyboard(page, combobox(page, 'Which best describes your high school completion?'), 'I have a GED');
      await radioByKeyboard(
        page,
        radiogroup(page, 'Do you want test scores considered as part of your application?'),
        'No, I am applying test-optional',
      );
      await activate(page, page.getByRole('button', { name: 'Save and Continue' }));
      await page.waitForURL(/\/final-steps$/);

      for (const question of [
        'Have you ever been convicted of a misdemeanor, felony or other crime?',
        'Are there criminal charges pending against you, or a protective order against you?',
        'Are you currently incarcerated?',
      ]) {
        await radioByKeyboard(page, radiogroup(page, question), 'No');
      }
      await radioByKeyboard(
        page,
        radiogroup(page, 'Do you waive your right to read the recommendations and counselor forms submitted for you?'),
        'Yes',
      );
      await tabTo(page, page.getByRole('checkbox', { name: /I certify that all information/ }));
      await page.keyboard.press('Space');
      await activate(page, page.getByRole('button', { name: 'Submit Application' }));
      await page.waitForURL(/\/completion$/);
      await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();

      // F8 reaches the notifications; a toast closes from the keyboard.
      await page.keyboard.press('F8');
      const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
      expect(await toasts.evaluate((element) => element === document.activeElement)).toBe(true);
      const close = toasts.getByRole('button', { name: /Dismiss notification/ }).first();
      await tabTo(page, close);
      await page.keyboard.press('Enter');

      // Log out with the keyboard through the account disclosure.
      await activate(page, page.getByRole('button', { name: 'Account' }));
      await tabTo(page, page.getByRole('button', { name: 'Log Out' }));
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
