import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

/** The box of the first element a selector matches, in viewport pixels. */
async function box(page: Page, selector: string): Promise<{ top: number; width: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, width: rect.width };
    });
}

async function openAsVisitor(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(`${e2eBaseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe.skipIf(skipBrowserLeg)('form layout in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a checkbox's revealed `after` question takes the width it declares, not one grid column", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = await watchPage(page);
    await withDiagnostics(page, watch, 'layout-after', async () => {
      await openAsVisitor(page, '/education', 'Your Academics');
      await page.getByRole('radio', { name: 'Early Decision (binding)' }).check();
      await page.getByRole('checkbox', { name: /Early Decision is binding/ }).check();
      const signature = page.getByRole('textbox', { name: /Early Decision signature/ });
      await signature.waitFor();
      // The signature is a full-width question: as wide as the section's grid (the checkbox above spans it too).
      const grid = await box(page, '[data-section] [data-question="early_decision_cb"]');
      const revealed = await box(page, '[data-question="early_decision_signature"]');
      expect(grid.width).toBeGreaterThan(600);
      expect(revealed.width).toBeCloseTo(grid.width, 0);
      expect((await signature.boundingBox())?.width).toBeCloseTo(grid.width, 0);
    });
    await context.close();
  });

  it("on a phone a visitor's first question is on the first screen, the banner folded behind Read more", async () => {
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const watch = await watchPage(page);
      const where = `${viewport.width} x ${viewport.height}`;
      await withDiagnostics(page, watch, `layout-phone-${viewport.width}`, async () => {
        await openAsVisitor(page, '/about', 'About You');
        const first = await box(page, '[data-question]');
        expect(first.top, `first question's top at ${where}`).toBeLessThan(viewport.height);
        // The banner and the not-signed-in notice are still there, compact: the banner's title shows, its text
        // behind a disclosure button.
        const banner = page.getByRole('region', { name: 'Welcome to the NSU international undergraduate application' });
        const more = banner.getByRole('button', { name: 'Read more' });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        const text = banner.getByText('The application has three steps: About You, Your Academics and Final Steps.');
        expect(await text.isVisible()).toBe(false);
        expect(await page.getByRole('complementary', { name: 'You are not signed in' }).isVisible()).toBe(true);
        await expectNoAxeViolations(page, `/about at ${where}, banner folded`);

        await more.click();
        const less = banner.getByRole('button', { name: 'Show less' });
        expect(await less.getAttribute('aria-expanded')).toBe('true');
        expect(await text.isVisible()).toBe(true);
        await expectNoAxeViolations(page, `/about at ${where}, banner open`);
        await less.click();
        expect(await text.isVisible()).toBe(false);
      });
      expect(watch.pageErrors).toEqual([]);
      await context.close();
    }
  });

  it('at 320 px nothing scrolls sideways; on a desktop the banner shows its whole text and no disclosure', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await openAsVisitor(page, '/about', 'About You');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    const banner = page.getByRole('region', { name: 'Welcome to the NSU international undergraduate application' });
    expect(await banner.getByText('The application has three steps', { exact: false }).isVisible()).toBe(true);
    expect(await banner.getByRole('button').count()).toBe(0);
    await context.close();
  });
});
