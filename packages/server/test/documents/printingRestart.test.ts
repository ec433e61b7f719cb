import { rmSync } from 'node:fs';
import type { PdfResponse } from '@admissions/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { waitFor } from '../trust/support/childAccounts.ts';
import { documentFixturesDir, startDocumentServer } from './support/documentTestServer.ts';
import { largestAnswers, printTenantEnv, waitForPdf } from './support/printing.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

/** Log lines of a server process, parsed (its other output, such as the "running at" line, left out). */
function logLines(output: string): { msg?: string }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });
}

const indexOf = (output: string, message: RegExp) => logLines(output).findIndex((line) => message.test(line.msg ?? ''));

/**
 * A print job that takes long (the largest application, its first name 6,800
 * "W") is queued while no worker runs, then the server process starts on it:
 * it listens before it claims the job, answers while printing, exits on
 * SIGTERM in the middle of the print, and on the next start ends the job
 * FAILED when it is over the time limit, still listening first.
 */
describe.skipIf(skipDatabaseLeg)(`a server restarted with a heavy print job queued on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('printing-restart-');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens first, stops on SIGTERM during the print, and ends the job FAILED over the limit', async () => {
    const databaseUrl = await createTestDatabaseUrl('migrated');
    const queueing = await startDocumentServer('local', {
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      env: printTenantEnv,
    });
    let cookies: Map<string, string>;
    try {
      // No worker on this node: the job stays queued for the next start.
      await queueing.app.documents.worker.stop();
      const { client } = await loggedInClient(queueing);
      cookies = client.cookies;
      expect((await client.put('/api/answer', largestAnswers())).status).toBe(200);
      expect((await client.get<PdfResponse>('/api/pdf')).body.status).toBe('UNPROCESSED');
    } finally {
      await queueing.stop();
    }

    const env = {
      DATA_DIR: dataDir,
      TENANTS_DIR: `${documentFixturesDir}tenant`,
      ...printTenantEnv,
      LOG_LEVEL: 'info',
      JOB_POLL_MS: '100',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const generous = await startServerProcess({ ...env, DOCUMENT_WORKER_TIMEOUT_MS: '600000' });
    try {
      await waitFor(() => (indexOf(generous.output(), /^job claimed$/) >= 0 ? true : undefined), 60_000);
      expect(indexOf(generous.output(), /^Server listening at/)).toBeGreaterThanOrEqual(0);
      expect(indexOf(generous.output(), /^Server listening at/)).toBeLessThan(
        indexOf(generous.output(), /^job claimed$/),
      );
      // While it prints, the node answers.
      expect((await fetch(`${generous.baseUrl}/healthz`)).status).toBe(200);
      expect(indexOf(generous.output(), /^job finished$/)).toBe(-1);
    } finally {
      await generous.kill('SIGTERM');
    }
    expect(await generous.exited).toEqual({ code: 0, signal: null });
    expect(indexOf(generous.output(), /^job finished$/)).toBe(-1);
    expect(indexOf(generous.output(), /^shutdown complete/)).toBeGreaterThan(0);

    // The job was handed back on shutdown; with a limit it cannot meet, it ends FAILED and stays so.
    const limited = await startServerProcess({ ...env, DOCUMENT_WORKER_TIMEOUT_MS: '1000' });
    try {
      const client = new ApiClient(limited.baseUrl, cookies!);
      expect(await waitForPdf(client)).toEqual({ status: 'FAILED', url: null });
      const claimed = indexOf(limited.output(), /^job claimed$/);
      expect(claimed).toBeGreaterThan(indexOf(limited.output(), /^Server listening at/));
      expect(indexOf(limited.output(), /^application PDF over the worker limits$/)).toBeGreaterThan(claimed);
      expect((await client.get<PdfResponse>('/api/pdf')).body.status).toBe('FAILED');
    } finally {
      await limited.kill('SIGTERM');
    }
    expect(await limited.exited).toEqual({ code: 0, signal: null });
  }, 300_000);
});
