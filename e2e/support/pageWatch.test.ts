import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchChromium } from './chromium.ts';
import { watchPage, withDiagnostics, withDiagnosticsOfEach } from './pageWatch.ts';
import { skipBrowserLeg } from './skipBrowserLeg.ts';

const page = 'data:text/html,<title>watched</title><p>A page to watch</p>';

/** A watched tab on the page above, console.error captured, and the files a failure named `name` leaves. */
async function watchedTab(browser: Browser, name: string) {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const watch = await watchPage(tab);
  await tab.goto(page);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const cleanUp = async () => {
    logged.mockRestore();
    rmSync(`test-results/${name}.txt`, { force: true });
    rmSync(`test-results/${name}.png`, { force: true });
    await context.close();
  };
  return { tab, watch, logged, cleanUp };
}

/**
 * A browser journey that fails leaves its account where a later reader finds
 * it, even when a retry then passes: in the error, beside the screenshot and
 * in the run's log, with whether the renderer still answered or had crashed.
 */
describe.skipIf(skipBrowserLeg)('withDiagnostics in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the failure, the page and its state in the error, in test-results/ and in the log', async () => {
    const name = `diagnostics-check-${process.pid}`;
    const { tab, watch, logged, cleanUp } = await watchedTab(browser, name);
    try {
      const failure = await withDiagnostics(tab, watch, name, async () => {
        throw new Error('the step under test failed');
      }).catch((error: unknown) => error as Error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure?.message).toContain('the step under test failed');
      expect(failure?.message).toContain('URL: data:text/html');
      expect(failure?.message).toContain('page answers script: yes');
      expect(failure?.message).toContain('page draws frames: yes');
      expect(failure?.message).toContain('renderer crashed: no');
      expect(failure?.message).toContain(`screenshot: test-results/${name}.png`);

      const kept = readFileSync(`test-results/${name}.txt`, 'utf8');
      expect(kept.match(/the step under test failed/g)).toHaveLength(1);
      expect(kept).toMatch(/^\s+at .*pageWatch\.test\.ts/m);
      expect(kept).toContain('page answers script: yes');
      expect(existsSync(`test-results/${name}.png`)).toBe(true);
      expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toContain('the step under test failed');
    } finally {
      await cleanUp();
    }
  });

  it('gives each of two watched windows its own screenshot and account of one failure, and the error both', async () => {
    const outer = `diagnostics-outer-${process.pid}`;
    const inner = `diagnostics-inner-${process.pid}`;
    const first = await watchedTab(browser, outer);
    const second = await watchedTab(browser, inner);
    try {
      const failure = await withDiagnosticsOfEach(
        [
          { page: first.tab, watch: first.watch, name: outer },
          { page: second.tab, watch: second.watch, name: inner },
        ],
        async () => {
          throw new Error('a step in the second window failed');
        },
      ).catch((error: unknown) => error as Error);
      expect(failure?.message.match(/a step in the second window failed/g)).toHaveLength(1);
      expect(failure?.message.match(new RegExp(`screenshot: test-results/${inner}\\.png`, 'g'))).toHaveLength(1);
      expect(failure?.message.match(new RegExp(`screenshot: test-results/${outer}\\.png`, 'g'))).toHaveLength(1);

      const outerAccount = readFileSync(`test-results/${outer}.txt`, 'utf8');
      expect(outerAccount.match(/a step in the second window failed/g)).toHaveLength(1);
      expect(outerAccount).toContain(`screenshot: test-results/${outer}.png`);
      expect(outerAccount).not.toContain(`test-results/${inner}.png`);
      expect(existsSync(`test-results/${outer}.png`)).toBe(true);
      expect(existsSync(`test-results/${inner}.png`)).toBe(true);
      const innerAccount = readFileSync(`test-results/${inner}.txt`, 'utf8');
      expect(innerAccount).toContain(`screenshot: test-results/${inner}.png`);
      expect(innerAccount).not.toContain(`test-results/${outer}.png`);
    } finally {
      await second.cleanUp();
      await first.cleanUp();
    }
  });

  it('says when the page had crashed, instead of waiting on it', async () => {
    const name = `diagnostics-crash-${process.pid}`;
    const { tab, watch, cleanUp } = await watchedTab(browser, name);
    try {
      // Chromium's own address for crashing the renderer of the tab that opens it.
      await tab.goto('chrome://crash').catch(() => undefined);
      await expect.poll(() => watch.crashedAt).toBeDefined();
      const failure = await withDiagnostics(tab, watch, name, async () => {
        await tab.getByText('A page to watch').click({ timeout: 1000 });
      }).catch((error: unknown) => error as Error);
      expect(failure?.message).toContain('page answers script: no');
      expect(failure?.message).toContain('page draws frames: no');
      expect(failure?.message).toMatch(/renderer crashed: yes, \d+ ms after the watch began/);
      expect(readFileSync(`test-results/${name}.txt`, 'utf8')).toContain('renderer crashed: yes');
    } finally {
      await cleanUp();
    }
  });
});
