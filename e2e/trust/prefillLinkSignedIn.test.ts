import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prefillNoticeTexts } from '../../packages/app/src/prefill/prefillNoticeTexts.ts';
import { createPrefillLink } from '../support/adminLinks.ts';
import { region, textbox } from '../support/applicantSteps.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { launchChromium } from '../support/chromium.ts';
import { watchPage, withDiagnostics } from '../support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from '../support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt, storedProfile } from './support/trustSteps.ts';

const dataDir = inject('e2eDataDir');

const firstName = (page: Page) => textbox(region(page, 'Personal Information'), 'First Name');
const lastName = (page: Page) => textbox(region(page, 'Personal Information'), 'Last Name');

/**
 * A page elsewhere links a signed-in applicant to `/about?token=` of a
 * prefill link made with other answers: the applicant's stored answers stay
 * as they were, and the notice says which empty answers the link filled in.
 */
describe.skipIf(skipBrowserLeg)("someone else's prefill link opened by a signed-in applicant", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("saves nothing of the link's answers and shows which it offered", async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'prefill-victim');
    const file = join(mkdtempSync(join(tmpdir(), 'prefill-foreign-')), 'answers.json');
    writeFileSync(file, JSON.stringify({ first_name: 'Mallory', last_name: 'Planted' }));
    const link = new URL(await createPrefillLink(dataDir, e2eBaseUrl, file));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'trust-prefill-signed-in', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await firstName(page).fill('Victoria');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/education$/);
      // Back to the first page, so that the applicant resumes there (last_page) when the link opens the app.
      await page
        .getByRole('navigation', { name: 'Application steps' })
        .getByRole('link', { name: /About You/ })
        .click();
      await page.waitForURL(/\/about$/);
      await expect.poll(async () => (await storedProfile(page)).last_page).toBe('/about');
      const before = await storedProfile(page);
      expect(before.answer.first_name).toBe('Victoria');

      // The link as the other site has it: the path and token of the CLI's link.
      await page.goto(`${e2eBaseUrl}/about${link.search}`);
      // The gate drops the token once the profile is applied (it used to save the merged answers before that).
      await page.waitForURL((url) => !url.searchParams.has('token'));
      await firstName(page).waitFor();
      const after = await storedProfile(page);
      expect(after.answer.first_name).toBe('Victoria');
      expect(after.answer.last_name ?? '').toBe('');
      expect(after.revision).toBe(before.revision);
      const notice = page.getByRole('region', { name: prefillNoticeTexts.title });
      expect(await notice.getByRole('alert').getByRole('listitem').allTextContents()).toEqual(['Last Name']);
      expect(await firstName(page).inputValue()).toBe('Victoria');
      expect(await lastName(page).inputValue()).toBe('Planted');
      await expectNoAxeViolations(page, 'the prefill notice', '[data-prefill-notice]');

      // By keyboard: the notice's buttons are in the tab order; removing empties what the link filled in.
      await notice.getByRole('button', { name: prefillNoticeTexts.remove }).focus();
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'detached' });
      expect(await lastName(page).inputValue()).toBe('');
      expect((await storedProfile(page)).answer.first_name).toBe('Victoria');
    });
    expect(watch.pageErrors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    await context.close();
  }, 60_000);
});
