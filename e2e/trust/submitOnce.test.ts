import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillWholeApplication } from '../support/applicantSteps.ts';
import { launchChromium } from '../support/chromium.ts';
import { watchPage, withDiagnostics } from '../support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from '../support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt, notifications, storedProfile } from './support/trustSteps.ts';

const dataDir = inject('e2eDataDir');

/**
 * Exactly one submission from the browser: the first submit's answer is
 * lost on the way back (the server did submit), the applicant sees an error
 * and double-clicks Submit; they land on /completion with one submission.
 */
describe.skipIf(skipBrowserLeg)('submitting exactly once in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a lost answer, a retry and a double click give one submission and /completion', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'submit-once');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const submits: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/submit' || (path === '/api/web-status' && request.postData()?.includes('submitted'))) {
        submits.push(path);
      }
    });
    await withDiagnostics(page, watch, 'trust-submit-once', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await fillWholeApplication(page);

      // The server submits, but the answer never reaches the browser.
      let lost = 0;
      await page.route('**/api/submit', async (route) => {
        if (lost > 0) return route.continue();
        lost++;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await notifications(page).getByRole('listitem').first().waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/completion');

      await page.getByRole('button', { name: 'Submit Application' }).dblclick();
      await page.waitForURL(/\/completion$/);
      await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
      const statuses = (await storedProfile(page)).web_status.map((entry) => entry.web_status);
      expect(statuses.filter((status) => status === 'submitted')).toHaveLength(1);
      expect(submits).toContain('/api/submit');
      await page.reload();
      await page.waitForURL(/\/completion$/);
    });
    expect(watch.pageErrors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    await context.close();
  }, 120_000);
});
