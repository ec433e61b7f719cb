import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffLink } from '../support/adminLinks.ts';
import { launchChromium } from '../support/chromium.ts';
import { watchPage, withDiagnostics } from '../support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from '../support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt } from './support/trustSteps.ts';

const dataDir = inject('e2eDataDir');

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/**
 * Security headers on what the browser loads (pages, assets, API answers),
 * a CSP without unsafe-eval or inline scripts under which every screen runs
 * with no violation, no inline script in the page, no framing, and no
 * referrer from pages whose address carries a token.
 */
describe.skipIf(skipBrowserLeg)('security headers and the CSP in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a strict CSP, nosniff and no-referrer on every page, token pages included, and no-store on the API', async () => {
    for (const path of [
      '/',
      '/about',
      '/login',
      '/completion',
      '/?service_token=abc',
      '/?token=abc',
      '/reset?username=a%40example.com&id=secret',
      '/no/such/page?x=1',
    ]) {
      const response = await fetch(`${e2eBaseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), path).toEqual(["'none'"]);
      // The app's styles are stylesheet files: no inline style is allowed.
      expect(csp.get('style-src'), path).toEqual(["'self'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(response.headers.get('content-security-policy'), path).not.toMatch(/unsafe-eval/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      const html = await response.text();
      // Every script is a file from our origin: nothing inline for the CSP to allow.
      expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/gi) ?? [], path).toEqual([]);
      expect(html, path).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, path).toContain('<meta name="referrer" content="no-referrer"');
    }
    // Swagger UI (the API reference) sets inline styles: allowed there only.
    for (const path of ['/docs', '/docs/']) {
      const csp = directives((await fetch(`${e2eBaseUrl}${path}`)).headers.get('content-security-policy'));
      expect(csp.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
    }
    const html = await (await fetch(`${e2eBaseUrl}/about`)).text();
    for (const asset of html.match(/\/assets\/[\w.-]+\.js/g) ?? []) {
      const response = await fetch(`${e2eBaseUrl}${asset}`);
      expect(response.headers.get('content-type'), asset).toMatch(/javascript/);
      expect(response.headers.get('x-content-type-options'), asset).toBe('nosniff');
    }
    for (const path of ['/api/profile', '/public/tmp?token=abc', '/service/tmp-pdf?service_token=abc', '/healthz']) {
      const response = await fetch(`${e2eBaseUrl}${path}`);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('runs every screen with no CSP violation, and refuses to be framed', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'csp');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'trust-csp', async () => {
      for (const [path, heading] of [
        ['/about', 'About You'],
        ['/signup', 'Create Account'],
        ['/confirm', 'Confirm Your Account'],
        ['/forgot', 'Forgot Password'],
        ['/reset?username=someone%40example.com&id=abc', 'Reset Password'],
      ] as const) {
        await page.goto(`${e2eBaseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      await page.getByRole('button', { name: 'Help' }).click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await logInAt(page, e2eBaseUrl, email);
      for (const [link, heading] of [
        ['2 Your Academics', 'Your Academics'],
        ['3 Final Steps', 'Final Steps'],
      ] as const) {
        await page.getByRole('link', { name: link }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }
      const staffLink = await createStaffLink(dataDir, e2eBaseUrl, email);
      const staff = await context.newPage();
      const staffWatch = await watchPage(staff);
      await staff.goto(staffLink);
      await staff.getByRole('heading', { level: 2, name: 'About You', exact: true }).waitFor();
      expect(staffWatch.cspViolations).toEqual([]);
      expect(watch.cspViolations).toEqual([]);

      // A page on another origin tries to frame the app: the browser refuses (frame-ancestors 'none').
      const framing = await context.newPage();
      const refusals: string[] = [];
      framing.on('console', (message) => {
        if (/frame-ancestors|Refused to (display|frame)/i.test(message.text())) refusals.push(message.text());
      });
      await framing.setContent(`<iframe src="${e2eBaseUrl}/about" width="600" height="400"></iframe>`);
      await expect.poll(() => refusals.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const framed = framing.frames().find((frame) => frame !== framing.mainFrame());
      const framedHeading = await framed
        ?.getByRole('heading', { level: 1 })
        .count()
        .catch(() => 0);
      expect(framedHeading ?? 0).toBe(0);
    });
    expect(watch.pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
