import type { Page } from 'playwright-core';

/**
 * Brings a page's window to the front before a step uses it, as the applicant
 * turns to a window before typing in it. Headless Chromium, too, may draw no
 * frames for a page that a later one covers, and a click waits for frames in
 * which its target stands still: a step on the covered page would then wait
 * until its timeout. Tests that go back to a page after opening another call
 * this first.
 */
export function switchTo(page: Page): Promise<void> {
  return page.bringToFront();
}
