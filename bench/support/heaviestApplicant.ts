/**
 * A new applicant, signed up, confirmed and logged in in the page's context,
 * whose application is the heaviest /education (every add-another group at
 * its maximum, every test taken, every conditional field revealed): what the
 * first-view and typing measurements load.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppProcess } from '../../e2e/support/appProcess.ts';
import { logIn, signUpAndConfirm, uniqueEmail } from '../../e2e/support/applicantSteps.ts';
import { educationPath, type HeaviestEducation } from './heaviestEducation.ts';

export async function setUpHeaviestApplicant(
  page: Page,
  baseUrl: string,
  dataDir: string,
  heaviest: HeaviestEducation,
): Promise<void> {
  const email = uniqueEmail('bench');
  await page.goto(`${baseUrl}/signup`);
  await signUpAndConfirm(page, dataDir, email);
  await logIn(page, email);
  await page.waitForURL(/\/about/);
  // The add-another counts and tabs first (they decide which answers the page has), then the whole answer set,
  // last write wins (no If-Match). A list, not a helper function inside the page: tsx wraps a named inner function
  // in `__name(...)`, which a page without the probe's init script lacks.
  const requests: { path: string; body: unknown }[] = [
    ...Object.entries(heaviest.addAnother).map(([id, count]) => ({
      path: '/api/add-another',
      body: { button_id: id, num_components: count },
    })),
    ...Object.entries(heaviest.tabs).map(([id, tab]) => ({ path: '/api/tabs', body: { tab_id: id, chosen_tab: tab } })),
    { path: '/api/answer', body: heaviest.answers },
  ];
  await page.evaluate(async (list) => {
    for (const { path, body } of list) {
      const response = await fetch(path, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
    }
  }, requests);
}

/** Where the applicant's next log-in lands (the page they were last on). */
export async function setLastPage(page: Page, lastPage: string): Promise<void> {
  await page.evaluate(async (path) => {
    const response = await fetch('/api/last-page', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ last_page: path }),
    });
    if (!response.ok) throw new Error(`PUT /api/last-page: ${response.status}`);
  }, lastPage);
}

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The cookies of a new heaviest applicant of `app` whose next page is /education, for fresh contexts to start
 * signed in (a cold view per context).
 */
export async function heaviestApplicantSession(
  browser: Browser,
  app: AppProcess,
  heaviest: HeaviestEducation,
  viewport: { width: number; height: number },
): Promise<SignedInState> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await setUpHeaviestApplicant(page, app.baseUrl, app.dataDir, heaviest);
  await setLastPage(page, educationPath);
  const state = await context.storageState();
  await context.close();
  return state;
}
