import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, fixture, startDocumentServer } from './support/documentTestServer.ts';
import { postFile, presign, waitForConversion } from './support/uploadDocument.ts';

/**
 * A restart never leaves a conversion IN_PROGRESS: a job the stopping node
 * hands back, or one whose node died (lease expired), runs again; one that
 * used up its attempts is FAILED with a message.
 */
describe.skipIf(skipDatabaseLeg)(`conversion across a restart on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;
  let client: ApiClient;

  // A short lease, so that on PostgreSQL a dead node's job is taken over within the test.
  const env = { JOB_LEASE_MS: '1500' };

  beforeAll(async () => {
    server = await startDocumentServer('local', { env });
    ({ client } = await loggedInClient(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  const restart = async () => {
    await server.stop();
    server = await startDocumentServer('local', {
      env,
      dataDir: server.dataDir,
      ...(server.config.databaseUrl ? { databaseUrl: server.config.databaseUrl } : {}),
    });
    const moved = new ApiClient(server.baseUrl);
    for (const [name, value] of client.cookies) moved.cookies.set(name, value);
    client = moved;
  };

  const requestConversion = async (answerKey: string, file: string) => {
    const target = await presign(client, answerKey);
    expect((await postFile(server.baseUrl, target, fixture(file), file)).status).toBe(204);
    const request = await client.post(`/api/pdf/document-answer/${answerKey}`, {
      file_key: target.fields.key,
      file_name: file,
    });
    expect(request.status).toBe(200);
  };

  const statusOf = async (answerKey: string) =>
    (await client.get<{ status: string }>(`/api/pdf/document-answer/${answerKey}`)).body.status;

  it('completes a conversion that was running when the server stopped', async () => {
    await requestConversion('essay_upload', 'sample.docx');
    const deadline = Date.now() + 20_000;
    while ((await statusOf('essay_upload')) !== 'IN_PROGRESS' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await statusOf('essay_upload')).toBe('IN_PROGRESS');
    await restart();
    expect(await waitForConversion(client, 'essay_upload')).toMatchObject({ status: 'COMPLETED' });
    expect((await client.get('/api/document-answer')).body).toHaveProperty('essay_upload');
  });

  /**
   * Queues a conversion with this node's worker stopped, then makes its job
   * look as if a node died holding it (lease about to expire, `attemptsLeft`
   * attempts left) and restarts the server.
   */
  const conversionOfDeadNode = async (answerKey: string, file: string, attemptsLeft: number) => {
    await server.app.documents.worker.stop();
    await requestConversion(answerKey, file);
    await server.db.query(
      `UPDATE jobs SET status = 'running', locked_by = 'dead-node', lease_expires_at = $1,
         attempts = max_attempts - $2 WHERE payload->>'answerKey' = $3 AND status = 'queued'`,
      [new Date(Date.now() + 500), attemptsLeft, answerKey],
    );
    await server.db.query(`UPDATE document_conversions SET status = 'IN_PROGRESS' WHERE answer_key = $1`, [answerKey]);
    expect(await statusOf(answerKey)).toBe('IN_PROGRESS');
    await restart();
  };

  it('takes over the job of a node that died, once its lease expires', async () => {
    await conversionOfDeadNode('photo_id', 'sample.png', 1);
    expect(await waitForConversion(client, 'photo_id')).toMatchObject({ status: 'COMPLETED' });
  });

  it('FAILs a job whose node died on its last attempt', async () => {
    await conversionOfDeadNode('sat_report', 'sample.pdf', 0);
    expect(await waitForConversion(client, 'sat_report')).toMatchObject({
      status: 'FAILED',
      message: 'The conversion of your document was interrupted. Please upload it again.',
    });
    expect((await client.get('/api/document-answer')).body).not.toHaveProperty('sat_report');
  });
});
