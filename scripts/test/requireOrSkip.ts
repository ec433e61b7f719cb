/**
 * A test leg that needs a system dependency (PostgreSQL, Chromium) fails in CI
 * when it is missing, and is skipped with a loud message on a developer machine.
 */
export function requireOrSkip(what: string, available: boolean, howToInstall: string): boolean {
  if (available) return true;
  const message = `${what} is not available. ${howToInstall}`;
  if (process.env.CI === 'true' || process.env.CI === '1') {
    throw new Error(`[CI] ${message} A missing ${what} is a failure in CI.`);
  }
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n!! SKIPPING the ${what} leg: ${message}\n${bar}\n`);
  return false;
}
