import type { PdfResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, startDocumentServer } from './support/documentTestServer.ts';
import { pdfText } from './support/pdfText.ts';
import { largestAnswers, longestName, printTenantEnv, storedPdfStatus, waitForPdf } from './support/printing.ts';
import { download } from './support/uploadDocument.ts';

/**
 * Printing runs in a worker thread with a time and a memory limit, so one
 * applicant's application cannot hold the server: the PDF of the largest
 * application a save allows is built while the server goes on answering
 * everyone else, and an application over the limits ends FAILED.
 */
describe.skipIf(skipDatabaseLeg)(`printing off the event loop on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;

  beforeAll(async () => {
    server = await startDocumentServer('local', { env: printTenantEnv });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('prints a first name of 6,800 "W" (no space) as full lines that together are the name', async () => {
    const { client } = await loggedInClient(server);
    expect((await client.put('/api/answer', { first_name: longestName, last_name: 'Lovelace' })).status).toBe(200);
    const done = await waitForPdf(client);
    expect(done.status).toBe('COMPLETED');
    const text = pdfText((await download(client, done.url!)).bytes);
    // The tenant names no applicantName: the name prints once, as the answer (across the width: it is long),
    // broken into lines of W only; no other text has a W (the running header shows the account).
    const wLines = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^W+$/.test(line));
    expect(wLines.join('').length).toBe(6800);
    expect(text.replace(/[^W]/g, '').length).toBe(6800);
    // Full lines of the width of a page, ending in one shorter line.
    const counts = new Map<number, number>();
    for (const line of wLines) counts.set(line.length, (counts.get(line.length) ?? 0) + 1);
    const [full] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    expect(full![0]).toBeLessThan(60);
    expect(wLines.length - full![1]).toBeLessThanOrEqual(1);
  }, 180_000);

  it("answers /healthz and another applicant's save while the largest application prints", async () => {
    const { client: printing, email } = await loggedInClient(server);
    const { client: other } = await loggedInClient(server);
    // The other applicant's own copy first: the worker thread is up before the large one is timed against it.
    expect((await waitForPdf(other)).status).toBe('COMPLETED');
    const answers = largestAnswers();
    expect(Buffer.byteLength(JSON.stringify(answers))).toBeGreaterThan(900_000);
    expect((await printing.put('/api/answer', answers)).status).toBe(200);
    expect((await printing.get<PdfResponse>('/api/pdf')).body.status).toBe('UNPROCESSED');
    const status = () => storedPdfStatus(server.db, email);
    // One read per turn: the job may start between two reads, and the read that sees it start ends the wait.
    for (let current = await status(); current !== 'IN_PROGRESS'; current = await status()) {
      expect(current).toBe('UNPROCESSED');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Requests sent and answered while the build is IN_PROGRESS both before and after: the server answered
    // them during the print, not after it.
    let answeredDuringPrint = 0;
    let saves = 0;
    while ((await status()) === 'IN_PROGRESS') {
      const health = await fetch(`${server.baseUrl}/healthz`);
      const save = await other.put('/api/answer', { first_name: `Ada ${saves++}`, last_name: 'Byron' });
      expect(health.status).toBe(200);
      expect(save.status).toBe(200);
      if ((await status()) === 'IN_PROGRESS') answeredDuringPrint += 1;
    }
    expect(answeredDuringPrint).toBeGreaterThanOrEqual(3);
    const done = await waitForPdf(printing);
    expect(done.status).toBe('COMPLETED');
    const text = pdfText((await download(printing, done.url!)).bytes);
    expect(text).toContain('Statement 1');
    expect(text).toContain('the applicant studied analytical engines');
  }, 300_000);
});

describe.skipIf(skipDatabaseLeg)(`printing over the limits on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;

  beforeAll(async () => {
    // Seconds of layout for a megabyte of text: far more than this limit allows.
    server = await startDocumentServer('local', { env: { ...printTenantEnv, DOCUMENT_WORKER_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('ends FAILED, and is not built again until the application changes', async () => {
    const { client, email } = await loggedInClient(server);
    expect((await client.put('/api/answer', largestAnswers())).status).toBe(200);
    expect(await waitForPdf(client)).toEqual({ status: 'FAILED', url: null });
    const jobs = async () =>
      Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM jobs')).rows[0]!.n);
    const before = await jobs();
    // Asking again does not queue the same work again.
    expect((await client.get<PdfResponse>('/api/pdf')).body).toEqual({ status: 'FAILED', url: null });
    expect(await jobs()).toBe(before);
    expect(await storedPdfStatus(server.db, email)).toBe('FAILED');
    // A changed application is a new build.
    expect((await client.put('/api/answer', { first_name: 'Ada', last_name: 'Lovelace' })).status).toBe(200);
    expect((await client.get<PdfResponse>('/api/pdf')).body.status).toBe('UNPROCESSED');
    expect(await jobs()).toBe(before + 1);
  }, 300_000);
});
