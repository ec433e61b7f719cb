import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validTransfer } from '../test/tenants/demo-college/validTransfer.ts';
import { runAdminCli } from './support/adminCli.ts';
import { createStaffLink } from './support/adminLinks.ts';
import { type AppProcess, startAppProcess } from './support/appProcess.ts';
import { logIn, signUpAndConfirm, uniqueEmail } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { skipBrowserLeg } from './support/skipBrowserLeg.ts';

const fixtures = fileURLToPath(new URL('../packages/server/test/fixtures/documents/', import.meta.url));

// The status page after submission: the checklist of demo-college, an upload against an item, a state set by staff.
describe.skipIf(skipBrowserLeg)('the checklist on /completion in Chromium', () => {
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

  it('submits, uploads the transcript against its item, and sees the fee staff waived', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const email = uniqueEmail('checklist');
    await withDiagnostics(page, watch, 'checklist-journey', async () => {
      await page.goto(`${app.baseUrl}/signup`);
      await signUpAndConfirm(page, app.dataDir, email);
      await logIn(page, email);
      await page.waitForURL(/\/you$/);
      // The form itself is the other journeys' subject: the answers go in through the API, the submission too.
      expect((await context.request.put(`${app.baseUrl}/api/answer`, { data: validTransfer })).status()).toBe(200);
      expect(
        (
          await context.request.post(`${app.baseUrl}/api/submit`, { headers: { 'content-type': 'application/json' } })
        ).status(),
      ).toBe(200);

      await page.goto(`${app.baseUrl}/completion`);
      await page.getByText('Your application was successfully submitted.').first().waitFor();
      const checklist = page.getByRole('region', { name: 'Your transfer checklist' });
      await checklist.getByLabel('Application submitted: Received').waitFor();
      await checklist.getByLabel('College transcript: Missing').waitFor();
      await checklist.getByLabel('Transfer application fee paid: Missing').waitFor();
      // No associate degree: its diploma is not asked for.
      expect(await checklist.getByText('Associate degree diploma').count()).toBe(0);

      await checklist.getByLabel('Upload your college transcript').setInputFiles(`${fixtures}sample.pdf`);
      await checklist.getByRole('button', { name: 'Upload', exact: true }).click();
      await checklist.getByLabel('College transcript: Received').waitFor({ timeout: 60_000 });
      await checklist.getByText('Received file: sample.pdf').waitFor();

      const set = await runAdminCli('checklist', ['set', email, 'fee', 'waived', '--by', 'e2e staff'], {
        DATA_DIR: app.dataDir,
      });
      expect(set).toMatch(/fee: - -> waived/);
      await page.reload();
      await checklist.getByLabel('Transfer application fee paid: Waived').waitFor();
      await checklist.getByText('Your checklist is complete: every item is received or waived.').waitFor();

      // Staff see the same states through a staff link, read-only.
      const link = await createStaffLink(app.dataDir, app.baseUrl, email);
      const staff = await context.browser()!.newPage();
      await staff.goto(link);
      const staffChecklist = staff.getByRole('region', { name: 'Checklist' });
      await staffChecklist.getByLabel('College transcript: Received').waitFor();
      await staffChecklist.getByLabel('Transfer application fee paid: Waived').waitFor();
      expect(await staffChecklist.getByRole('button').count()).toBe(0);
      await staff.close();
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
