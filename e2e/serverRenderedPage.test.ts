import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chooseRadio, region, textbox } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt, storedProfile } from './trust/support/trustSteps.ts';

const dataDir = inject('e2eDataDir');

/** The reads a form page starts with, which a page the server rendered carries instead. */
const pageReads = ['/api/profile', '/api/tabs', '/api/add-another', '/lookup/categories'];

function readsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (pageReads.includes(path)) seen.push(path);
  });
  return seen;
}

/** Holds the app's entry script until `release` (the page the server sent shows meanwhile, not yet the app). */
async function holdEntryScript(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/** React has taken the element over (hydration gives it React's own properties). */
function hydrated(page: Page, selector: string): Promise<unknown> {
  return page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
  }, selector);
}

const firstName = '[data-question="first_name"] input';

/** Serves the page at `url` as the server sent it, changed by `edit` on its way to the browser. */
async function rewriteDocument(page: Page, url: string, edit: (body: string) => string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = edit(await response.text());
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}

/**
 * A signed-in applicant's form page comes from the server already rendered
 * with their answers; the app then takes that page over (hydrates it)
 * instead of rendering it again, and what the applicant typed or chose
 * before it did is kept and saved.
 */
describe.skipIf(skipBrowserLeg)('a form page rendered by the server, in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('arrives with the answers, is taken over without a second render or a request for its data, and keeps early input', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'rendered');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'server-rendered-page', async () => {
      await logInAt(page, e2eBaseUrl, email);
      await textbox(region(page, 'Personal Information'), 'Last Name').fill('Okafor');
      // A page change saves the answer and records /education as the page to come back to.
      await page.getByRole('link', { name: '2 Your Academics' }).click();
      await page.waitForURL(/\/education$/);
      await page.getByRole('link', { name: '1 About You' }).click();
      await page.waitForURL(/\/about$/);
      await expect.poll(async () => (await storedProfile(page)).answer.last_name).toBe('Okafor');

      // The document itself holds the form with the saved answer, and the data the app starts from.
      const served = await (await context.request.get(`${e2eBaseUrl}/about`)).text();
      expect(served).toMatch(/<div id="root" data-server-rendered>.*data-question="first_name"/s);
      expect(served).toMatch(/<input[^>]*value="Okafor"/);
      expect(served).toContain('<script type="application/json" id="applicant-page-data">');

      const reads = readsOf(page);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      const entry = await holdEntryScript(page);
      await page.goto(`${e2eBaseUrl}/about`, { waitUntil: 'commit' });
      // Before the app runs: the server's page is there to read and to type into.
      await page.locator(firstName).waitFor();
      // Styled by the styles in the page itself (the CSP lets exactly those apply: the app's sets no body margin),
      // the sections far from the screen left unlaid until they come near it.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      const lastSection = page.locator('[data-section]').last();
      const layoutOf = () => lastSection.evaluate((element) => getComputedStyle(element).contentVisibility);
      expect(await layoutOf()).toBe('auto');
      await page.locator(firstName).evaluate((input) => input.setAttribute('data-from-server', 'yes'));
      await page.locator(firstName).fill('Amara');
      const mailing = page.getByRole('radiogroup', {
        name: 'Is your mailing address the same as your permanent address?',
      });
      const no = mailing.getByRole('radio', { name: 'No', exact: true });
      const radioKey = await no.getAttribute('name');
      const radioValue = await no.getAttribute('value');
      await chooseRadio(page, 'Is your mailing address the same as your permanent address?', 'No');
      entry.release();

      await hydrated(page, firstName);
      // The app's now: laid out whole (a section's menus would be clipped otherwise), with no stylesheet fetched.
      await expect.poll(layoutOf).toBe('visible');
      expect(await page.locator('#root').getAttribute('data-server-rendered')).toBeNull();
      expect(stylesheets).toEqual([]);
      // The same element, not one rendered again: the app took the server's page over.
      expect(await page.locator(firstName).getAttribute('data-from-server')).toBe('yes');
      expect(await page.locator(firstName).inputValue()).toBe('Amara');
      expect(await no.isChecked()).toBe(true);
      expect(reads).toEqual([]);
      // What was entered before the app ran is the app's: the next page change saves it.
      await page.getByRole('link', { name: '2 Your Academics' }).click();
      await page.waitForURL(/\/education$/);
      await expect.poll(async () => (await storedProfile(page)).answer.first_name).toBe('Amara');
      expect((await storedProfile(page)).answer[radioKey ?? '']).toBe(radioValue);
      expect(watch.pageErrors).toEqual([]);
      expect(watch.consoleProblems.filter((text) => text.includes('[app]'))).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    });
    await context.close();
  });

  it("renders every form page as the app's own first render would (no difference found while hydrating)", async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'rendered-pages');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'server-rendered-pages', async () => {
      await logInAt(page, e2eBaseUrl, email);
      for (const [link, path] of [
        ['2 Your Academics', '/education'],
        ['3 Final Steps', '/final-steps'],
        ['1 About You', '/about'],
      ] as const) {
        // In the app first (the page to come back to is recorded), then loaded as a document: rendered by the server.
        await page.getByRole('link', { name: link }).click();
        await page.waitForURL(new RegExp(`${path}$`));
        await expect.poll(async () => (await storedProfile(page)).last_page).toBe(path);
        const response = await page.reload();
        expect(await response?.text(), path).toContain('id="applicant-page-data"');
        await hydrated(page, 'main input, main textarea');
        await page.getByRole('link', { name: link }).waitFor();
      }
      expect(watch.pageErrors).toEqual([]);
      expect(watch.consoleProblems.filter((text) => text.includes('[app]'))).toEqual([]);

      // The check above can see a difference: the same page, its heading changed on the way, is reported.
      await rewriteDocument(page, `${e2eBaseUrl}/about`, (body) =>
        body.replace('>About You</h1>', '>About Someone Else</h1>'),
      );
      await page.reload();
      await expect
        .poll(() => watch.consoleProblems.filter((text) => text.includes('[app] hydration')).length)
        .toBeGreaterThan(0);
      // React rendered the page anew in the browser: the app's heading, and a page that works.
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
    });
    await context.close();
  });

  it('is rendered by the app, and laid out whole, when the head came but the render did not', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'render-not-sent');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'server-render-not-sent', async () => {
      await logInAt(page, e2eBaseUrl, email);
      // A page change records /about as the page to come back to (a first visit is never rendered by the server).
      await page.getByRole('link', { name: '2 Your Academics' }).click();
      await page.waitForURL(/\/education$/);
      await page.getByRole('link', { name: '1 About You' }).click();
      await page.waitForURL(/\/about$/);
      await expect.poll(async () => (await storedProfile(page)).last_page).toBe('/about');
      // What the server sends past its render limit, or when a render fails: the rendered page's head (the root
      // marked), an empty root and no data.
      let sent = '';
      await rewriteDocument(page, `${e2eBaseUrl}/about`, (body) => {
        sent = body.replace(
          /(<div id="root" data-server-rendered>)[\s\S]*?<\/div><script type="application\/json" id="applicant-page-data">[\s\S]*?<\/script>/,
          '$1</div>',
        );
        return sent;
      });
      await page.reload();
      // The rewrite found the render to take out.
      expect(sent).toContain('<div id="root" data-server-rendered></div>');
      expect(sent).not.toContain('applicant-page-data');
      await page.locator(firstName).waitFor();
      await expect.poll(() => page.locator('#root').getAttribute('data-server-rendered')).toBeNull();
      const lastSection = page.locator('[data-section]').last();
      expect(await lastSection.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible');
      expect(watch.pageErrors).toEqual([]);
      expect(watch.consoleProblems.filter((text) => text.includes('[app]'))).toEqual([]);
    });
    await context.close();
  });
});
