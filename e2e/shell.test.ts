import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { watchPage } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

describe.skipIf(skipBrowserLeg)('the application shell in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the header, the three steps and the footer at /about', async () => {
    await page.goto(`${e2eBaseUrl}/about`);
    await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Application steps' });
    const links = await nav.getByRole('link').allInnerTexts();
    expect(links.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      '1 About You',
      '2 Your Academics',
      '3 Final Steps',
    ]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('About You');
    expect(await page.getByRole('button', { name: 'Help' }).isVisible()).toBe(true);
  });

  it('redirects an unknown path to /about and keeps the query string', async () => {
    await page.goto(`${e2eBaseUrl}/no-such-page?token=abc`);
    await page.waitForURL(/\/about\?token=abc$/);
    expect(new URL(page.url()).search).toBe('?token=abc');
  });

  it('serves a CSP without eval or inline scripts, and the page watch reports a violation when one happens', async () => {
    const context = await browser.newContext();
    const probe = await context.newPage();
    const watch = await watchPage(probe);
    const response = await probe.goto(`${e2eBaseUrl}/login`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    await probe.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(watch.cspViolations).toEqual([]);
    // Planting an inline script must be blocked and reported, or the journeys' CSP checks would prove nothing.
    await probe.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => watch.cspViolations.length).toBeGreaterThan(0);
    expect(await probe.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    await context.close();
  });
});
