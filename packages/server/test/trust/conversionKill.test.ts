import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConversionResult } from '@admissions/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/apiClient.ts';
import { startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import {
  type DocumentTestServer,
  documentFixturesDir,
  fixture,
  startDocumentServer,
} from '../documents/support/documentTestServer.ts';
import { postFile, presign, waitForConversion } from '../documents/support/uploadDocument.ts';
import { childLoggedInClient, waitFor } from './support/childAccounts.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

/**
 * A conversion service (Gotenberg's route) on loopback that holds every
 * request open while `hanging`, so a conversion is reliably IN_PROGRESS when
 * the server is killed, and answers with a PDF afterwards.
 */
async function startConversionService() {
  const held: ServerResponse[] = [];
  const service = {
    hanging: true,
    received: 0,
    url: '',
    server: undefined as Server | undefined,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    service.received++;
    request.resume();
    request.on('end', () => {
      if (service.hanging) {
        held.push(response);
        return;
      }
      void (async () => {
        const doc = await PDFDocument.create();
        const font = await doc.embedFont(StandardFonts.Helvetica);
        doc.addPage([300, 200]).drawText('converted after the restart', { x: 10, y: 100, size: 10, font });
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(await doc.save()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.server = server;
  return {
    service,
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The server process is killed (SIGKILL) while a document conversion runs.
 * After a restart on the same data, no conversion stays IN_PROGRESS: the
 * job that was running, on its last attempt, is FAILED with a message (with
 * attempts left it runs again: documents/conversionRestart.test.ts), and the
 * job still queued runs and completes.
 */
describe.skipIf(skipDatabaseLeg)(`a conversion killed mid-way on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('conversion-kill-');
  let conversion: Awaited<ReturnType<typeof startConversionService>>;
  let restarted: DocumentTestServer | undefined;

  beforeAll(async () => {
    conversion = await startConversionService();
  });
  afterAll(async () => {
    await restarted?.stop();
    await conversion?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is completed or FAILED after a restart, never left IN_PROGRESS', async () => {
    const databaseUrl = await createTestDatabaseUrl('migrated');
    // A short lease: on PostgreSQL the dead process's job is taken over within the test.
    const jobEnv = { CONVERSION_SERVICE_URL: conversion.service.url, JOB_LEASE_MS: '1500', JOB_POLL_MS: '100' };
    const child = await startServerProcess({
      DATA_DIR: dataDir,
      TENANTS_DIR: `${documentFixturesDir}tenant`,
      TENANT: 'docs',
      // One attempt per job (stored with the job when it is queued): the killed one has none left.
      JOB_MAX_ATTEMPTS: '1',
      ...jobEnv,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let cookies: Map<string, string>;
    const statusOf = async (client: ApiClient, key: string) =>
      (await client.get<ConversionResult>(`/api/pdf/document-answer/${key}`)).body.status;
    try {
      const { client } = await childLoggedInClient(child.baseUrl, dataDir, 'kill');
      cookies = client.cookies;
      const requestConversion = async (key: string) => {
        const target = await presign(client, key);
        expect((await postFile(child.baseUrl, target, fixture('sample.docx'), `${key}.docx`)).status).toBe(204);
        const queued = await client.post(`/api/pdf/document-answer/${key}`, {
          file_key: target.fields.key,
          file_name: `${key}.docx`,
        });
        expect(queued.status, queued.text).toBe(200);
      };
      await requestConversion('sat_report');
      await waitFor(async () => ((await statusOf(client, 'sat_report')) === 'IN_PROGRESS' ? true : undefined));
      await waitFor(() => (conversion.service.received > 0 ? true : undefined));
      // A second conversion waits behind the first (one job at a time per node).
      await requestConversion('essay_upload');
      expect(await statusOf(client, 'essay_upload')).toBe('UNPROCESSED');
    } finally {
      await child.kill('SIGKILL');
    }

    conversion.service.hanging = false;
    restarted = await startDocumentServer('local', {
      dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      env: jobEnv,
    });
    const client = new ApiClient(restarted.baseUrl);
    for (const [name, value] of cookies!) client.cookies.set(name, value);
    // The job that was running used its only attempt: FAILED with a message, and the answer cleared.
    expect(await waitForConversion(client, 'sat_report', 30_000)).toMatchObject({
      status: 'FAILED',
      message: 'The conversion of your document was interrupted. Please upload it again.',
    });
    // The queued one runs on the restarted server.
    expect(await waitForConversion(client, 'essay_upload', 30_000)).toMatchObject({ status: 'COMPLETED' });
    expect(Object.keys((await client.get('/api/document-answer')).body)).toEqual(['essay_upload']);
    const stuck = await restarted.db.query(`SELECT 1 FROM document_conversions WHERE status = 'IN_PROGRESS'`);
    expect(stuck.rowCount).toBe(0);
  }, 120_000);
});
