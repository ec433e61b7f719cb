import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaffLink } from './support/adminLinks.ts';
import { chooseRadio, fillWholeApplication, uniqueEmail } from './support/applicantSteps.ts';
import { launchChromium } from './support/chromium.ts';
import { readRecommenderLink } from './support/mailbox.ts';
import { watchPage, withDiagnostics } from './support/pageWatch.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';
import { confirmedAccount, logInAt } from './trust/support/trustSteps.ts';

const dataDir = inject('e2eDataDir');
const letter = fileURLToPath(new URL('../packages/server/test/fixtures/documents/sample.pdf', import.meta.url));

/**
 * The counselor recommendation of the NSU tenant, in Chromium: the submitted
 * applicant requests it on /completion, the counselor opens the mailed link
 * in a browser without an account, fills the recommender form and uploads a
 * letter, submits; the applicant sees "Submitted" and none of the content
 * (they waived the right to read it); the staff view shows it.
 */
describe.skipIf(skipBrowserLeg)('a recommendation by link in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is requested, written through the link with a letter, and read by staff only', { timeout: 180_000 }, async () => {
    const email = await confirmedAccount(e2eBaseUrl, dataDir, 'recommended');
    const counselor = uniqueEmail('counselor');
    const applicantContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const applicant = await applicantContext.newPage();
    const applicantWatch = await watchPage(applicant);
    await withDiagnostics(applicant, applicantWatch, 'recommendation-applicant', async () => {
      await logInAt(applicant, e2eBaseUrl, email);
      // The whole application answers Yes to the waiver of the right to read.
      await fillWholeApplication(applicant);
      await applicant.getByRole('button', { name: 'Submit Application' }).click();
      await applicant.waitForURL(/\/completion$/);
      const section = applicant.getByRole('region', { name: 'Recommendations' });
      await section.getByRole('heading', { name: 'Request a counselor recommendation' }).waitFor();
      await section.getByText('You waived your right to read your recommendations').waitFor();
      await section.getByLabel("Recommender's name").fill('Tunde Adeyemi');
      await section.getByLabel("Recommender's email address").fill(counselor);
      await section.getByRole('button', { name: 'Send request' }).click();
      await section.getByText('Counselor recommendation: Sent').waitFor();
    });
    const link = await readRecommenderLink(dataDir, counselor);

    const recommenderContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const recommender = await recommenderContext.newPage();
    const recommenderWatch = await watchPage(recommender);
    await withDiagnostics(recommender, recommenderWatch, 'recommendation-recommender', async () => {
      await recommender.goto(link);
      await recommender.getByRole('heading', { level: 1, name: 'Counselor recommendation' }).waitFor();
      await recommender.getByText('Dear Tunde Adeyemi').waitFor();
      await recommender.getByLabel('Your title at the school').fill('Head counselor');
      await chooseRadio(recommender, 'How long have you known the applicant?', 'More than three years');
      await recommender.getByLabel('Your letter of recommendation').setInputFiles(letter);
      await recommender.getByText('Document attached:').waitFor({ timeout: 60_000 });
      await recommender.getByRole('button', { name: 'Submit recommendation' }).click();
      await recommender.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
      await recommender.getByText('Your recommendation has been submitted.').waitFor();
      // A used link is refused with a page of its own.
      await recommender.goto(link);
      await recommender.getByRole('heading', { level: 1, name: 'This link cannot be used' }).waitFor();
      await recommender.getByText('This recommendation has already been submitted. Thank you!').waitFor();
    });
    expect(recommenderWatch.pageErrors).toEqual([]);
    expect(recommenderWatch.cspViolations).toEqual([]);

    await withDiagnostics(applicant, applicantWatch, 'recommendation-applicant-after', async () => {
      await applicant.reload();
      const section = applicant.getByRole('region', { name: 'Recommendations' });
      await section.getByText('Counselor recommendation: Submitted').waitFor();
      const text = await applicant.locator('body').innerText();
      expect(text).not.toContain('Head counselor');
      expect(text).not.toContain('sample.pdf');
      // Submitted: nothing left to resend, change or cancel.
      expect(await section.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
    });
    expect(applicantWatch.pageErrors).toEqual([]);

    const staffLink = await createStaffLink(dataDir, e2eBaseUrl, email);
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    await staff.goto(staffLink);
    const recommendations = staff.getByRole('region', { name: 'Recommendations' });
    await recommendations.getByText('Head counselor').waitFor();
    await recommendations.getByRole('link', { name: 'Letter: sample.pdf (PDF)' }).waitFor();
    await Promise.all([applicantContext.close(), recommenderContext.close(), staffContext.close()]);
  });
});
