import type { Page } from 'playwright-core';

export interface PageWatch {
  /** Content-Security-Policy violations reported by the page (event and console). */
  cspViolations: string[];
  /** Uncaught errors in the page. */
  pageErrors: string[];
  /** console.error/warn output, for diagnostics. */
  consoleProblems: string[];
}

/**
 * Records CSP violations and uncaught errors of a page. The listener is an
 * init script (injected by the browser's debugging protocol, so the page's
 * CSP does not apply to it) plus the console messages Chromium prints.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = { cspViolations: [], pageErrors: [], consoleProblems: [] };
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
  return watch;
}

/** Runs a journey; on failure saves a screenshot under test-results/ and adds what the page reported. */
export async function withDiagnostics(
  page: Page,
  watch: PageWatch,
  name: string,
  journey: () => Promise<void>,
): Promise<void> {
  try {
    await journey();
  } catch (error) {
    const file = `test-results/${name}.png`;
    // Whether the page still runs script: a hung or starved renderer explains an action that never became possible.
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const responsive = await Promise.race([
      page.evaluate(() => true).catch(() => false),
      new Promise<false>((resolve) => {
        giveUp = setTimeout(() => resolve(false), 5000);
      }),
    ]).finally(() => clearTimeout(giveUp));
    const shot = await page
      .screenshot({ path: file, fullPage: true, timeout: 10_000 })
      .then(() => file)
      .catch(
        (shotError: unknown) => `none (${shotError instanceof Error ? shotError.message.split('\n')[0] : 'failed'})`,
      );
    const details = [
      `URL: ${page.url()}`,
      `page answers script: ${responsive ? 'yes' : 'no (within 5 s)'}`,
      `screenshot: ${shot}`,
      `page errors: ${JSON.stringify(watch.pageErrors)}`,
      `console problems: ${JSON.stringify(watch.consoleProblems.slice(-10))}`,
    ].join('\n');
    if (error instanceof Error) error.message = `${error.message}\n${details}`;
    throw error;
  }
}
