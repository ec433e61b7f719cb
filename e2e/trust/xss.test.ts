import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffLink } from '../support/adminLinks.ts';
import { repoRoot } from '../support/appProcess.ts';
import { launchChromium } from '../support/chromium.ts';
import { type PageWatch, watchPage, withDiagnostics } from '../support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from '../support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt } from './support/trustSteps.ts';

const dataDir = inject('e2eDataDir');

/** Each payload calls window.__xss(n) if it ever runs; the test exposes that function and records calls. */
const payloads = [
  '<script>__xss(1)</script>',
  '<img src=x onerror=__xss(2)>',
  'javascript:__xss(3)',
  '"><svg onload=__xss(4)>',
  "'><iframe srcdoc='<script>parent.__xss(5)</script>'>",
  '<a href="javascript:__xss(6)">click</a>',
  "{{constructor.constructor('__xss(7)')()}}",
];

interface Observed {
  fired: number[];
  dialogs: string[];
}

/** Marks the page so that any payload that runs is recorded, and alert()/confirm() are noticed too. */
async function armed(page: Page): Promise<{ observed: Observed; watch: PageWatch }> {
  const observed: Observed = { fired: [], dialogs: [] };
  await page.exposeFunction('__xss', (id: number) => observed.fired.push(id));
  page.on('dialog', (dialog) => {
    observed.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { observed, watch: await watchPage(page) };
}

/** Nothing ran, nothing was blocked trying, and no payload became an element. */
async function expectInert(page: Page, observed: Observed, watch: PageWatch, where: string): Promise<void> {
  // Give handlers (onerror of an image that fails to load) a moment to fire.
  await page.waitForTimeout(300);
  expect(observed.fired, where).toEqual([]);
  expect(observed.dialogs, where).toEqual([]);
  expect(watch.cspViolations, where).toEqual([]);
  // The one inline script element a page has is the data of a page the server rendered (JSON, never run).
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        'img[src="x"], svg[onload], iframe, script:not([src]):not(#applicant-page-data[type="application/json"]), ' +
          'a[href^="javascript:"], [onerror], [onload]',
      ).length,
  );
  expect(injected, where).toBe(0);
}

/**
 * Script and HTML in answers stay text: in the applicant's form, in the staff
 * (service-user) view, and in the application PDF, which prints them as
 * typed. Every string answer of the tenant's data model carries a payload.
 */
describe.skipIf(skipBrowserLeg)('answers with script and HTML payloads in Chromium', () => {
  let browser: Browser;
  const answers: Record<string, string> = {};
  beforeAll(async () => {
    browser = await launchChromium();
    const model = JSON.parse(readFileSync(join(repoRoot, 'tenants/nsu-international/data-model.json'), 'utf8')) as {
      keys: Record<string, { type: string }>;
    };
    Object.entries(model.keys)
      .filter(([, definition]) => definition.type === 'string')
      .forEach(([key], index) => {
        answers[key] = payloads[index % payloads.length]!;
      });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stay inert in the form, the staff view and the application PDF', async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'xss');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { observed, watch } = await armed(page);
    await withDiagnostics(page, watch, 'trust-xss', async () => {
      await logInAt(page, e2eBaseUrl, email);
      const saved = await page.evaluate(async (body) => {
        const response = await fetch('/api/answer', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      }, answers);
      expect(saved).toBe(200);

      for (const [path, heading] of [
        ['/about', 'About You'],
        ['/education', 'Your Academics'],
        ['/final-steps', 'Final Steps'],
      ] as const) {
        await page.goto(`${e2eBaseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectInert(page, observed, watch, path);
      }
      await page.goto(`${e2eBaseUrl}/about`);
      await page.getByRole('heading', { level: 1, name: 'About You' }).waitFor();
      // Shown as typed, not interpreted.
      expect(await page.locator('[data-question="first_name"] input').inputValue()).toBe(answers.first_name);

      // The application PDF prints the payloads as text.
      const pdfBase64 = await page.evaluate(async () => {
        for (let tries = 0; tries < 300; tries++) {
          const status = (await (await fetch('/api/pdf')).json()) as { status: string; url: string | null };
          if (status.status === 'COMPLETED' && status.url) {
            const bytes = new Uint8Array(await (await fetch(status.url)).arrayBuffer());
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            return btoa(binary);
          }
          if (status.status === 'FAILED') throw new Error('the application PDF failed');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        throw new Error('the application PDF was not ready in time');
      });
      const work = mkdtempSync(join(tmpdir(), 'xss-pdf-'));
      try {
        writeFileSync(join(work, 'application.pdf'), Buffer.from(pdfBase64, 'base64'));
        const text = execFileSync('pdftotext', [join(work, 'application.pdf'), '-'], { encoding: 'utf8' });
        for (const shown of [answers.first_name!, answers.last_name!]) expect(text).toContain(shown);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
    await context.close();

    const staffLink = await createStaffLink(dataDir, e2eBaseUrl, email);
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staffContext.newPage();
    const staff = await armed(staffPage);
    await withDiagnostics(staffPage, staff.watch, 'trust-xss-staff', async () => {
      await staffPage.goto(staffLink);
      await staffPage.getByRole('heading', { level: 2, name: 'About You', exact: true }).waitFor();
      await expectInert(staffPage, staff.observed, staff.watch, 'the staff view');
      expect(await staffPage.getByText(answers.first_name!, { exact: false }).count()).toBeGreaterThan(0);

      // The watchers catch a payload that does reach the DOM as markup (CSP blocks its handler and says so).
      await staffPage.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), payloads[1]!);
      await expect.poll(() => staff.watch.cspViolations.length).toBeGreaterThan(0);
      expect(await staffPage.locator('img[src="x"]').count()).toBe(1);
    });
    expect([...watch.pageErrors, ...staff.watch.pageErrors]).toEqual([]);
    await staffContext.close();
  }, 120_000);
});
