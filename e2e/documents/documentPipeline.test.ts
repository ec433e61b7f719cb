import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmationCodeIn, mailsTo } from '../../packages/server/test/helpers/outbox.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { launchChromium } from '../support/chromium.ts';
import { e2eBaseUrl, skipBrowserLeg } from '../support/skipBrowserLeg.ts';

const fixtures = fileURLToPath(new URL('../../packages/server/test/fixtures/documents/', import.meta.url));
const password = 'Correct-Horse-42';

/** Signs up and confirms through the API (the code from the server's outbox), then logs the context in. */
async function logIn(context: BrowserContext): Promise<string> {
  const username = `docs-${randomBytes(4).toString('hex')}@example.com`;
  const headers = { origin: e2eBaseUrl };
  const post = async (path: string, data: Record<string, string>) => {
    const response = await context.request.post(`${e2eBaseUrl}${path}`, { data, headers });
    expect(response.status(), await response.text()).toBe(200);
  };
  await post('/public/signup', { username, password });
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const mail = mailsTo(inject('e2eDataDir'), username).at(-1);
    if (mail) code = confirmationCodeIn(mail);
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await post('/public/confirm', { username, code: code ?? '' });
  await post('/public/login', { username, password });
  return username;
}

describe.skipIf(skipBrowserLeg)('documents in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    await logIn(context);
    const saved = await context.request.put(`${e2eBaseUrl}/api/answer`, {
      headers: { origin: e2eBaseUrl },
      data: { first_name: 'Zoë', last_name: 'Łukasiewicz', gender: 'X', gender_desc: 'Another gender identity' },
    });
    expect(saved.status()).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a document, blocks a tab switch while it converts, deletes it, and downloads the application PDF', async () => {
    await page.goto(`${e2eBaseUrl}/education`);
    const uploadTab = page.getByRole('tab', { name: 'Upload transcript' });
    const laterTab = page.getByRole('tab', { name: 'Send it later' });
    await expect.poll(() => uploadTab.getAttribute('aria-selected')).toBe('true');

    await page.getByLabel('Upload your high school transcript').setInputFiles(`${fixtures}sample.docx`);
    await page.getByText('Your file is being uploaded and converted').waitFor();

    // Switching tabs waits for the conversion.
    await laterTab.click();
    const blocked = page.getByRole('alertdialog', { name: 'File Upload in Progress' });
    await blocked.waitFor();
    expect(await blocked.innerText()).toContain('Please wait until the file upload has completed.');
    await expectNoAxeViolations(page, 'the File Upload in Progress dialog');
    await blocked.getByRole('button', { name: 'OK' }).click();
    expect(await uploadTab.getAttribute('aria-selected')).toBe('true');

    // COMPLETED: the stored document shows.
    await page.getByText('Document attached:').waitFor({ timeout: 60_000 });
    expect(await page.getByText('sample.docx').count()).toBeGreaterThan(0);
    const stored = await context.request.get(`${e2eBaseUrl}/api/document-answer`);
    expect(await stored.json()).toEqual({
      transcript_upload: { file_name: 'sample.docx', file_size: readFileSync(`${fixtures}sample.docx`).length },
    });

    // Delete, confirmed in the dialog.
    await page.getByRole('button', { name: /^Delete sample\.docx/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Document' });
    await confirm.waitFor();
    await expectNoAxeViolations(page, 'the Delete Document dialog');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByLabel('Upload your high school transcript').waitFor();
    expect(await (await context.request.get(`${e2eBaseUrl}/api/document-answer`)).json()).toEqual({});

    // With nothing converting, a switch goes through and deletes the group's documents.
    await page.getByLabel('Upload your high school transcript').setInputFiles(`${fixtures}sample.png`);
    await page.getByText('Document attached:').waitFor({ timeout: 60_000 });
    await laterTab.click();
    await expect.poll(() => laterTab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(async () => (await context.request.get(`${e2eBaseUrl}/api/document-answer`)).json()).toEqual({});
    expect(await (await context.request.get(`${e2eBaseUrl}/api/tabs`)).json()).toEqual({ transcript: 'mail' });

    // The application PDF, on the last step (the step navigation saves first).
    await page
      .getByRole('navigation', { name: 'Application steps' })
      .getByRole('link', { name: /Final Steps/ })
      .click();
    await page.waitForURL(/\/final-steps$/);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Download a PDF Copy' }).click(),
    ]);
    const file = await download.path();
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Zoë');
    expect(text).toContain('Łukasiewicz');
    expect(text).toContain('Another gender identity');
  });
});
