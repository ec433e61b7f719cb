import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, fixture, startDocumentServer } from '../documents/support/documentTestServer.ts';
import { postFile, presign, waitForConversion } from '../documents/support/uploadDocument.ts';
import { completeAnswers, submittedApplicant } from './support/submittedApplicant.ts';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver.ts';

async function until(what: string, done: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A webhook receiver that accepts every delivery and never answers must not
 * hold up an applicant's own work: the deliveries run in the worker's
 * outbound lane (two slots here), the conversions in a lane of their own.
 * The receiver's attempts would wait far longer than the test runs (their
 * timeout is two minutes), so a conversion that finishes while they are
 * still open did not wait for them.
 */
describe.skipIf(skipDatabaseLeg)(`a webhook receiver that never answers, on ${testDatabaseKind}`, () => {
  let receiver: WebhookReceiver;
  let server: DocumentTestServer;
  const metricsToken = randomBytes(24).toString('hex');
  const metric = async (series: string) => {
    const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const line = (await response.text()).split('\n').find((text) => text.startsWith(`${series} `));
    return Number(line?.slice(series.length + 1) ?? NaN);
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    receiver.otherwise = 'hang';
    server = await startDocumentServer('local', {
      env: {
        JOB_POLL_MS: '50',
        METRICS_TOKEN: metricsToken,
        SUBMISSION_WEBHOOK_URL: `${receiver.url}/hooks`,
        SUBMISSION_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
        SUBMISSION_WEBHOOK_TIMEOUT_MS: '120000',
        SUBMISSION_WEBHOOK_CONCURRENCY: '2',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it("converts an applicant's document and lets them submit while the deliveries hang", async () => {
    // Three submissions queue three deliveries; the receiver holds each request it gets open.
    for (const name of ['Ada', 'Grace', 'Hedy']) await submittedApplicant(server, name);
    await until('a delivery waiting on the receiver', () => receiver.openRequests() >= 1);

    const { client } = await loggedInClient(server);
    expect((await client.put('/api/answer', completeAnswers('Katherine'))).status).toBe(200);
    const target = await presign(client, 'photo_id');
    const posted = await postFile(client.baseUrl, target, fixture('sample.pdf'), 'passport.pdf');
    expect(posted.status, posted.text).toBeLessThan(300);
    const requested = await client.post('/api/pdf/document-answer/photo_id', {
      file_key: target.fields.key,
      file_name: 'passport.pdf',
    });
    expect(requested.status, requested.text).toBe(200);
    const converted = await waitForConversion(client, 'photo_id', 30_000);
    expect(converted.status).toBe('COMPLETED');
    // The conversion finished while deliveries were still waiting on the receiver.
    expect(receiver.openRequests()).toBeGreaterThanOrEqual(1);

    // The deliveries hold the outbound lane's two slots and no more: the third waits its turn.
    await until('both outbound slots waiting on the receiver', () => receiver.openRequests() === 2);
    expect(receiver.received).toHaveLength(2);
    // /metrics tells the lanes apart: outbound full with a due delivery waiting, applicant idle with none.
    // (This server's first scrape: the queue is read before the scrape is answered, not at the one before.)
    expect(await metric('document_jobs_oldest_ready_seconds')).toBeGreaterThan(0);
    expect(await metric('job_worker_lane_jobs{lane="outbound",state="running"}')).toBe(2);
    expect(await metric('job_worker_lane_jobs{lane="outbound",state="slots"}')).toBe(2);
    expect(await metric('job_worker_lane_jobs{lane="applicant",state="running"}')).toBe(0);
    expect(await metric('document_jobs_lane_oldest_ready_seconds{lane="outbound"}')).toBeGreaterThan(0);
    expect(await metric('document_jobs_lane_oldest_ready_seconds{lane="applicant"}')).toBe(0);

    // The applicant's application, its conversion done, is submitted while both still hang.
    const submitted = await client.post('/api/submit');
    expect(submitted.status, submitted.text).toBe(200);
    expect(receiver.openRequests()).toBe(2);
    expect(receiver.received).toHaveLength(2);

    // Shutting down aborts both hanging deliveries (handed back to the queue) instead of waiting them out.
    await server.stop();
    await until('the aborted deliveries closed', () => receiver.openRequests() === 0, 5_000);
  }, 90_000);
});

/**
 * The time limit of an attempt holds whatever the garbage collector does
 * meanwhile (a timeout signal held only weakly was collected and never
 * fired: the attempt, and the outbound slot, waited for ever).
 */
describe.skipIf(skipDatabaseLeg)(`an attempt the receiver never answers, on ${testDatabaseKind}`, () => {
  let receiver: WebhookReceiver;
  let server: DocumentTestServer;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startDocumentServer('local', {
      env: {
        JOB_POLL_MS: '50',
        SUBMISSION_WEBHOOK_URL: `${receiver.url}/hooks`,
        SUBMISSION_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
        SUBMISSION_WEBHOOK_TIMEOUT_MS: '300',
        SUBMISSION_WEBHOOK_RETRY_BASE_MS: '50',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it('ends at SUBMISSION_WEBHOOK_TIMEOUT_MS although memory was collected while it waited', async () => {
    // The server runs in this process: a full collection here is one in the server.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    receiver.plan = ['hang'];
    receiver.otherwise = 'ok';
    await submittedApplicant(server, 'Ada');
    await until('the attempt waiting on the receiver', () => receiver.openRequests() === 1);
    collect();
    collect();
    // Given up at its time limit and tried again: the second attempt is answered.
    await until('the second attempt', () => receiver.received.length === 2, 10_000);
    expect(receiver.received.map((request) => request.answer)).toEqual(['hang', 'ok']);
    expect(receiver.openRequests()).toBe(0);
  }, 60_000);
});
