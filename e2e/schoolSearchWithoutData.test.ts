import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { textbox } from './support/applicantSteps.ts';
import { repoRoot, startAppProcess, type AppProcess } from './support/appProcess.ts';
import { launchChromium } from './support/chromium.ts';
import { importLookup } from './support/importLookup.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt, storedProfile } from './trust/support/trustSteps.ts';

const sampleCsv = join(repoRoot, 'docs/samples/hs_ceeb.sample.csv');
const noDataNotice = 'There is no list of schools to search here, so please type in your school’s name and address.';

/** Every school search the page sends (GET /lookup/find with a query). */
function searches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/lookup/find' && url.searchParams.has('query')) {
      seen.push(`${url.searchParams.get('category')}: ${url.searchParams.get('query')}`);
    }
  });
  return seen;
}

const highSchool = (page: Page) => page.getByRole('group', { name: /High school name/ });

/**
 * The high-school search of a deployment that has loaded no high-school list
 * (the default: there is no public one): the applicant is told at once that
 * the school can be typed in and nothing is searched. After the operator
 * loads a list (`npm run import-lookup`, the documented sample here), the
 * search finds the school and fills its CEEB code. On a server of its own:
 * the shared one must keep its empty high-school list.
 */
describe.skipIf(skipBrowserLeg)('school search for a category without data, then with an imported list', () => {
  let browser: Browser;
  let server: AppProcess | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });
  // The import changes the server for good, so each attempt (a retry too) starts from an empty list of its own.
  beforeEach(async () => {
    server = await startAppProcess({ programsDir: inject('compiledProgramsDir') });
  }, 120_000);
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('offers manual entry at once and sends no search; after an import the search fills the CEEB code', async () => {
    const app = server;
    if (!app) throw new Error('the server did not start');
    const ready = (await (await fetch(`${app.baseUrl}/readyz`)).json()) as { status: string; lookup: object };
    expect(ready).toMatchObject({
      status: 'ready',
      lookup: { college_ceeb: 'available', hs_ceeb: 'empty', address: 'empty' },
    });

    const email = await confirmedAccount(app.baseUrl, app.dataDir, 'school-search');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    const sent = searches(page);
    await withDiagnostics(page, watch, 'school-search-no-data', async () => {
      await logInAt(page, app.baseUrl, email);
      await page.getByRole('link', { name: '2 Your Academics' }).click();
      await page.waitForURL(/\/education$/);
      await highSchool(page).getByText(noDataNotice).waitFor();
      expect(await highSchool(page).getByRole('combobox', { name: 'Search for Your School' }).count()).toBe(0);
      await textbox(highSchool(page), 'School Name').fill('Escola Secundária Exemplo');
      await textbox(highSchool(page), 'City').fill('Lisboa');
      expect(sent).toEqual([]);

      // The operator loads the institution's list (here the documented sample).
      expect(await importLookup(app.dataDir, 'hs_ceeb', sampleCsv)).toContain('Imported 5 hs_ceeb records');
      expect(((await (await fetch(`${app.baseUrl}/readyz`)).json()) as { lookup: object }).lookup).toMatchObject({
        hs_ceeb: 'available',
      });

      // A new page load reads the categories again (what was typed, never saved, is gone with it):
      // the search box is back and finds the school.
      await page.reload();
      const search = highSchool(page).getByRole('combobox', { name: 'Search for Your School' });
      await search.fill('Example Riverside');
      await page.getByRole('option', { name: /Example Riverside Academy/ }).click();
      await expect.poll(() => search.inputValue()).toBe('Example Riverside Academy (example row)');
      expect(sent).toContain('hs_ceeb: Example Riverside');
      await page.getByRole('button', { name: 'Save and Continue' }).click();
      await page.waitForURL(/\/final-steps$/);
      expect((await storedProfile(page)).answer).toMatchObject({
        hs_name: 'Example Riverside Academy (example row)',
        hs_ceeb: '990002',
        hs_city: 'Tampa',
        hs_state: 'FL',
      });
    });
    expect(watch.cspViolations).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 150_000);
});
