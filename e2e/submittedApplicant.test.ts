import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillWholeApplication } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt } from './trust/support/trustSteps.ts';

const dataDir = inject('e2eDataDir');

const accountPages = [
  '/login',
  '/signup',
  '/forgot',
  '/reset?username=someone%40example.com&id=abc',
  '/confirm',
] as const;

/** The PDF requests a page sends (GET /api/pdf and the file itself). */
function pdfRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/pdf')) seen.push(`${request.method()} ${path}`);
  });
  return seen;
}

/**
 * What a submitted applicant meets: the PDF copy of what they submitted can be
 * downloaded from /completion (the save before it is skipped, the application
 * being read-only), and every other page, the account pages included, sends
 * them to /completion.
 */
describe.skipIf(skipBrowserLeg)('a submitted applicant in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('downloads the PDF copy from /completion (busy while it is prepared)', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'submitted');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const requests = pdfRequests(page);
    await withDiagnostics(page, watch, 'submitted-applicant', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await fillWholeApplication(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/completion$/);
      await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();

      // The first status request waits until the test has seen the button busy (no race with a quick PDF).
      let seenBusy!: () => void;
      const busySeen = new Promise<void>((resolve) => {
        seenBusy = resolve;
      });
      await page.route('**/api/pdf', async (route) => {
        await busySeen;
        await route.continue();
      });
      const button = page.getByRole('button', { name: /^Download a PDF copy of your application/ });
      const downloaded = page.waitForEvent('download', { timeout: 60_000 });
      await button.click();
      await page.locator('button[aria-busy="true"]', { hasText: 'Download a PDF copy' }).waitFor();
      seenBusy();
      const download = await downloaded;
      const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
      expect(text).toContain('Okafor');
      expect(requests).toContain('GET /api/pdf');
      await page.locator('button:not([aria-busy])', { hasText: 'Download a PDF copy' }).waitFor();
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);

  it('is sent to /completion from every account page, whatever the way in', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'submitted-account-pages');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'submitted-account-pages', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await fillWholeApplication(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/completion$/);
      for (const path of accountPages) {
        await page.goto(`${e2eBaseUrl}${path}`);
        await page.waitForURL(/\/completion$/);
        await page.getByRole('heading', { level: 1, name: 'Application Submitted' }).waitFor();
      }
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);

  it('shows an error when the copy cannot be made, busy state and all, as before submission', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'submitted-pdf-failed');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'submitted-pdf-failed', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await fillWholeApplication(page);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.waitForURL(/\/completion$/);
      await page.route('**/api/pdf', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"FAILED","url":null}' }),
      );
      await page.getByRole('button', { name: 'Download a PDF copy of your application' }).click();
      await page
        .getByRole('region', { name: 'Notifications (F8)' })
        .getByText('Error downloading PDF copy of your application.')
        .first()
        .waitFor();
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);
});
