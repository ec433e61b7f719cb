import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { region, textbox } from '../support/applicantSteps.ts';
import { launchChromium } from '../support/chromium.ts';
import { switchTo } from '../support/switchTo.ts';
import { watchPage, withDiagnosticsOfEach } from '../support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from '../support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt, storedProfile } from './support/trustSteps.ts';

const dataDir = inject('e2eDataDir');
const conflictTitle = 'Your application was changed somewhere else';

const firstName = (page: Page) => textbox(region(page, 'Personal Information'), 'First Name');
const lastName = (page: Page) => textbox(region(page, 'Personal Information'), 'Last Name');

/**
 * Two windows on one application (two tabs sharing a session, or two devices
 * with their own): the later save is detected as stale (409 with the stored
 * answers), the applicant is told and keeps what they typed until they
 * choose; either choice ends with one consistent version on the server.
 */
describe.skipIf(skipBrowserLeg)('two tabs and two devices in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two devices: the stale save asks, keeps the typed answers meanwhile, and either choice is saved', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'devices');
    const laptop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const phone = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const laptopWatch = await watchPage(laptop);
    const phoneWatch = await watchPage(phone);
    await logInAt(laptop, e2eBaseUrl, email);
    await logInAt(phone, e2eBaseUrl, email);

    // Either device can be the one a step waits on: a failure keeps a screenshot and the page reports of both.
    const bothDevices = [
      { page: laptop, watch: laptopWatch, name: 'trust-two-devices-laptop' },
      { page: phone, watch: phoneWatch, name: 'trust-two-devices-phone' },
    ];
    await withDiagnosticsOfEach(bothDevices, async () => {
      await switchTo(laptop);
      await firstName(laptop).fill('Laptop');
      await laptop.getByRole('button', { name: 'Save and Continue' }).click();
      await laptop.waitForURL(/\/education$/);

      await switchTo(phone);
      await firstName(phone).fill('Phone');
      await lastName(phone).fill('Phone-last');
      await phone.getByRole('button', { name: 'Save and Continue' }).click();
      const dialog = phone.getByRole('alertdialog', { name: conflictTitle });
      await dialog.waitFor();
      // Until the applicant chooses: nothing typed is lost, nothing is overwritten, nobody moves on.
      expect(new URL(phone.url()).pathname).toBe('/about');
      expect(await firstName(phone).inputValue()).toBe('Phone');
      expect(await lastName(phone).inputValue()).toBe('Phone-last');
      await phone.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      expect((await storedProfile(phone)).answer.first_name).toBe('Laptop');

      await dialog.getByRole('button', { name: 'Use the saved version' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await firstName(phone).inputValue()).toBe('Laptop');
      expect(await lastName(phone).inputValue()).toBe('');
      await lastName(phone).fill('From-phone');
      await phone.getByRole('button', { name: 'Save and Continue' }).click();
      await phone.waitForURL(/\/education$/);
      expect((await storedProfile(phone)).answer).toMatchObject({ first_name: 'Laptop', last_name: 'From-phone' });

      // Now the laptop is behind: its next save (leaving the page) asks too. "Keep my answers" keeps what the
      // laptop changed; the phone's answer the laptop never touched is not lost.
      await switchTo(laptop);
      await laptop.getByRole('link', { name: '1 About You' }).click();
      const laptopDialog = laptop.getByRole('alertdialog', { name: conflictTitle });
      await laptopDialog.waitFor();
      await laptopDialog.getByRole('button', { name: 'Keep my answers' }).click();
      await laptopDialog.waitFor({ state: 'detached' });
      // The interrupted page change is not repeated for the applicant: they click again.
      await laptop.getByRole('link', { name: '1 About You' }).click();
      await laptop.waitForURL(/\/about$/);
      expect(await lastName(laptop).inputValue()).toBe('From-phone');
      await firstName(laptop).fill('Laptop-again');
      await laptop.getByRole('button', { name: 'Save and Continue' }).click();
      await laptop.waitForURL(/\/education$/);
      expect((await storedProfile(laptop)).answer).toMatchObject({
        first_name: 'Laptop-again',
        last_name: 'From-phone',
      });
    });
    for (const watch of [laptopWatch, phoneWatch]) {
      expect(watch.pageErrors).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    }
    await laptop.context().close();
    await phone.context().close();
  }, 120_000);

  it('two tabs of one session: the second tab is told, and "Use the saved version" shows the first tab\'s answers', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'tabs');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await context.newPage();
    const watch = await watchPage(first);
    await logInAt(first, e2eBaseUrl, email);
    const second = await context.newPage();
    const secondWatch = await watchPage(second);
    await second.goto(`${e2eBaseUrl}/about`);
    await firstName(second).waitFor();

    // Either tab can be the one a step waits on: a failure keeps a screenshot and the page reports of both.
    const bothTabs = [
      { page: first, watch, name: 'trust-two-tabs-first' },
      { page: second, watch: secondWatch, name: 'trust-two-tabs-second' },
    ];
    await withDiagnosticsOfEach(bothTabs, async () => {
      await switchTo(first);
      await firstName(first).fill('First-tab');
      await first.getByRole('button', { name: 'Save and Continue' }).click();
      await first.waitForURL(/\/education$/);

      await switchTo(second);
      await firstName(second).fill('Second-tab');
      await second.getByRole('button', { name: 'Save and Continue' }).click();
      const dialog = second.getByRole('alertdialog', { name: conflictTitle });
      await dialog.waitFor();
      expect(await firstName(second).inputValue()).toBe('Second-tab');
      await dialog.getByRole('button', { name: 'Use the saved version' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await firstName(second).inputValue()).toBe('First-tab');
      expect((await storedProfile(second)).answer.first_name).toBe('First-tab');
    });
    expect(watch.pageErrors).toEqual([]);
    expect(secondWatch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
