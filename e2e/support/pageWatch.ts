import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

export interface PageWatch {
  /** Content-Security-Policy violations reported by the page (event and console). */
  cspViolations: string[];
  /** Uncaught errors in the page. */
  pageErrors: string[];
  /** console.error/warn output, for diagnostics. */
  consoleProblems: string[];
  /** When the page's renderer crashed (ms since the watch began), if it did: its page then answers nothing. */
  crashedAt?: number;
}

/**
 * Records CSP violations and uncaught errors of a page. The listener is an
 * init script (injected by the browser's debugging protocol, so the page's
 * CSP does not apply to it) plus the console messages Chromium prints.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { cspViolations: [], pageErrors: [], consoleProblems: [] };
  const watchedFrom = performance.now();
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    watch.cspViolations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.cspViolations.push(message.text());
    if (message.type() === 'error' || message.type() === 'warning') watch.consoleProblems.push(message.text());
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.message));
  page.on('crash', () => {
    watch.crashedAt = Math.round(performance.now() - watchedFrom);
  });
  return watch;
}

/** A watched page and the name its screenshot and account are kept under in test-results/. */
export interface WatchedPage {
  page: Page;
  watch: PageWatch;
  name: string;
}

/**
 * Runs a journey; on failure saves a screenshot under test-results/, adds what
 * the page reported to the error, and keeps that account beside the
 * screenshot (`<name>.txt`) and in the run's log: a failure that a retry then
 * passes is otherwise reported nowhere.
 */
export function withDiagnostics(
  page: Page,
  watch: PageWatch,
  name: string,
  journey: () => Promise<void>,
): Promise<void> {
  return withDiagnosticsOfEach([{ page, watch, name }], journey);
}

/**
 * `withDiagnostics` for a journey over several pages (two windows on one
 * application): any of them can be the one a step waited on, so each gets its
 * own screenshot and account (the step's message with that page's details),
 * and the error carries every page's details.
 */
export async function withDiagnosticsOfEach(pages: WatchedPage[], journey: () => Promise<void>): Promise<void> {
  try {
    await journey();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The stack's own first lines repeat the message: only its frames are added.
    const frames = error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
    const accounts: string[] = [];
    for (const { page, watch, name } of pages) {
      const details = await pageDetails(page, watch, name);
      accounts.push(details);
      const account = [message, details, ...frames].join('\n');
      mkdirSync('test-results', { recursive: true });
      writeFileSync(`test-results/${name}.txt`, `${account}\n`);
      console.error(`[${name}] the journey failed (kept in test-results/${name}.txt):\n${account}`);
    }
    if (error instanceof Error) error.message = [message, ...accounts].join('\n');
    throw error;
  }
}

/** What a page shows and reported when a step failed, with its screenshot saved as test-results/<name>.png. */
async function pageDetails(page: Page, watch: PageWatch, name: string): Promise<string> {
  const file = `test-results/${name}.png`;
  // Whether the page still runs script: a hung or starved renderer explains an action that never became possible.
  const responsive = await withinMs(
    page.evaluate(() => true),
    5000,
  );
  // Whether it still draws frames: a click waits for two frames in which the element stands still, and a
  // screenshot for a frame, so a page that runs script but draws no frame makes both wait until their timeout.
  const drawsFrames =
    responsive &&
    (await withinMs(
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            requestAnimationFrame(() => resolve(true));
            setTimeout(() => resolve(false), 1000);
          }),
      ),
      5000,
    ));
  const shot = await page
    .screenshot({ path: file, fullPage: true, timeout: 10_000 })
    .then(() => file)
    .catch(
      (shotError: unknown) => `none (${shotError instanceof Error ? shotError.message.split('\n')[0] : 'failed'})`,
    );
  return [
    `URL: ${page.url()}`,
    `page answers script: ${responsive ? 'yes' : 'no (within 5 s)'}`,
    `page draws frames: ${drawsFrames ? 'yes' : 'no (no animation frame within 1 s)'}`,
    `renderer crashed: ${watch.crashedAt === undefined ? 'no' : `yes, ${watch.crashedAt} ms after the watch began`}`,
    `screenshot: ${shot}`,
    `page errors: ${JSON.stringify(watch.pageErrors)}`,
    `console problems: ${JSON.stringify(watch.consoleProblems.slice(-10))}`,
  ].join('\n');
}

/** Whether `check` resolves to true within `ms` (a rejection or a later answer counts as false). */
async function withinMs(check: Promise<boolean>, ms: number): Promise<boolean> {
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    check.catch(() => false),
    new Promise<false>((resolve) => {
      giveUp = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(giveUp));
}
