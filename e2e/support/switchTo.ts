import type { Page } from 'playwright-core';

/**
 * Brings a page's window to the front before a step uses it, as the applicant
 * turns to a window before typing in it. Tests that go back to a page after
 * opening another call this first. It is meant against a rare hang of such
 * tests (a click waiting for frames in which its target stands still, until
 * its timeout), whose cause is not shown: two plain pages in one headless
 * context both kept drawing frames whichever was in front.
 */
export function switchTo(page: Page): Promise<void> {
  return page.bringToFront();
}
