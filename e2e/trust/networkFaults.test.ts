import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { region, textbox } from '../support/applicantSteps.ts';
import { type AppProcess, startAppProcess } from '../support/appProcess.ts';
import { launchChromium } from '../support/chromium.ts';
import { type PageWatch, watchPage, withDiagnostics } from '../support/pageWatch.ts';
import { skipBrowserLeg } from '../support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt, notifications, storedProfile } from './support/trustSteps.ts';

const programsDir = inject('compiledProgramsDir');
const notSaved = 'Your answers were not saved';
const kept = 'Your answers are still on this page and have not been lost.';

/**
 * When a save fails during a page change (the server is down, answers 500,
 * or never answers), the answers stay on the page, the applicant is told
 * so, and the same click saves them once the server is back: nothing to
 * retype. The server runs as its own process here, so "down" is a real
 * stopped server, restarted on the same port and data.
 */
describe.skipIf(skipBrowserLeg)('saving through network faults in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-faults-'));
  let server: AppProcess;
  let port: number;
  let browser: Browser;

  beforeAll(async () => {
    server = await startAppProcess({ programsDir, dataDir });
    port = Number(new URL(server.baseUrl).port);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const personal = (page: Page) => region(page, 'Personal Information');

  /** Logs in a fresh applicant, types two answers and returns the page (optionally with a controlled clock). */
  const applicantWithUnsavedAnswers = async (label: string, installClock = false) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (installClock) await page.clock.install();
    const watch = await watchPage(page);
    const email = await confirmedAccount(server.baseUrl, dataDir, label);
    await logInAt(page, server.baseUrl, email);
    await textbox(personal(page), 'First Name').fill(`${label}-first`);
    await textbox(personal(page), 'Last Name').fill(`${label}-last`);
    return { page, watch, label };
  };

  /** The failed save: still on /about, both answers in their fields, an error toast that says so. */
  const expectKeptAfterFailure = async (page: Page, label: string, reason: string) => {
    const toast = notifications(page).getByRole('listitem').filter({ hasText: notSaved }).first();
    await toast.waitFor();
    const text = await toast.innerText();
    expect(text).toContain(reason);
    expect(text).toContain(kept);
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await textbox(personal(page), 'First Name').inputValue()).toBe(`${label}-first`);
    expect(await textbox(personal(page), 'Last Name').inputValue()).toBe(`${label}-last`);
  };

  /** The same button again, without retyping: saved, on to the next page, stored on the server. */
  const expectSavedOnRetry = async (page: Page, label: string) => {
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForURL(/\/education$/);
    const profile = await storedProfile(page);
    expect(profile.answer.first_name).toBe(`${label}-first`);
    expect(profile.answer.last_name).toBe(`${label}-last`);
  };

  const finish = async (page: Page, watch: PageWatch) => {
    expect(watch.pageErrors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    await page.context().close();
  };

  it('keeps the answers while the server is down and saves them once it is back', async () => {
    const { page, watch, label } = await applicantWithUnsavedAnswers('down');
    let down = false;
    try {
      await withDiagnostics(page, watch, 'trust-server-down', async () => {
        await server.stop('SIGKILL');
        down = true;
        await page.getByRole('button', { name: 'Save and Continue' }).click();
        await expectKeptAfterFailure(page, label, 'We could not reach the server.');
        server = await startAppProcess({ programsDir, dataDir, port });
        down = false;
        await expectSavedOnRetry(page, label);
      });
    } finally {
      // A failure while the server is down must not leave it down: the retry of this test and the tests after it
      // would then fail on a refused connection instead of on what they check.
      if (down) server = await startAppProcess({ programsDir, dataDir, port });
    }
    await finish(page, watch);
  }, 120_000);

  it('keeps the answers when the save answers 500 and saves them on the next try', async () => {
    const { page, watch, label } = await applicantWithUnsavedAnswers('error');
    await withDiagnostics(page, watch, 'trust-server-error', async () => {
      await page.route('**/api/answer', (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
      );
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await expectKeptAfterFailure(page, label, "We've encountered an unexpected error at this time.");
      await page.unroute('**/api/answer');
      await expectSavedOnRetry(page, label);
    });
    // The browser logs the failed request itself; nothing else went wrong.
    await finish(page, watch);
  }, 120_000);

  it('keeps the answers when the save never answers (timeout) and saves them on the next try', async () => {
    const { page, watch, label } = await applicantWithUnsavedAnswers('timeout', true);
    const held: Route[] = [];
    await withDiagnostics(page, watch, 'trust-timeout', async () => {
      await page.route('**/api/answer', (route) => {
        held.push(route);
      });
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await expect.poll(() => held.length).toBe(1);
      // The app gives up after 30 s (requestTimeoutMs).
      await page.clock.fastForward(31_000);
      await expectKeptAfterFailure(page, label, 'We could not reach the server.');
      await page.unroute('**/api/answer');
      await expectSavedOnRetry(page, label);
    });
    for (const route of held) await route.abort().catch(() => undefined);
    await finish(page, watch);
  }, 120_000);
});
