import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/apiClient.ts';
import { goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import { runAdminCli } from '../helpers/runAdminCli.ts';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { documentFixturesDir } from '../documents/support/documentTestServer.ts';
import { csvObjects } from './support/parseCsv.ts';
import { completeAnswers } from './support/submittedApplicant.ts';
import { privateReceiverBody, startWebhookReceiver, type WebhookReceiver } from './support/webhookReceiver.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

/** The receiver's check, as docs/operations.md gives it to integrators. */
function verify(secret: string, headers: Record<string, string | string[] | undefined>, body: string): boolean {
  const timestamp = String(headers['x-admissions-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const given = String(headers['x-admissions-signature']);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The submission webhook against a local receiver that fails, times out and
 * succeeds, with the real server as its own process (its log is read).
 */
describe.skipIf(skipDatabaseLeg)(`the submission webhook on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('webhook-');
  const secret = randomBytes(32).toString('base64url');
  const metricsToken = randomBytes(24).toString('hex');
  const urlToken = `url-token-${randomBytes(6).toString('hex')}`;
  let receiver: WebhookReceiver;
  let server: ServerProcess;
  let databaseUrl: string | undefined;
  let log = '';

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    databaseUrl = await createTestDatabaseUrl('migrated');
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TENANTS_DIR: `${documentFixturesDir}tenant`,
      TENANT: 'docs',
      JOB_POLL_MS: '50',
      METRICS_TOKEN: metricsToken,
      SUBMISSION_WEBHOOK_URL: `${receiver.url}/hooks/admissions?token=${urlToken}`,
      SUBMISSION_WEBHOOK_SECRET: secret,
      SUBMISSION_WEBHOOK_TIMEOUT_MS: '400',
      SUBMISSION_WEBHOOK_RETRY_BASE_MS: '100',
      SUBMISSION_WEBHOOK_RETRY_WINDOW_MS: '4000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    log = server.output();
    server.child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGTERM');
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The export CLI, run as the operator would: with the server's environment (read once the server runs). */
  const exportCli = (args: string[]) =>
    runAdminCli(
      {
        dataDir,
        config: {
          tenantsDir: `${documentFixturesDir}tenant`,
          tenant: 'docs',
          publicOrigin: server.baseUrl,
          databaseUrl,
        },
      },
      'export.ts',
      args,
    );

  /** A confirmed, logged-in applicant with a complete application. */
  async function applicant(firstName: string): Promise<{ client: ApiClient; email: string }> {
    const email = uniqueEmail('webhook');
    const client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    const mail = await until(
      'the confirmation mail',
      () => mailsTo(dataDir, email),
      (mails) => mails.length > 0,
    );
    expect(
      (await client.post('/public/confirm', { username: email, code: confirmationCodeIn(mail.at(-1)) })).status,
    ).toBe(200);
    expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    expect((await client.put('/api/answer', completeAnswers(firstName))).status).toBe(200);
    return { client, email };
  }

  const deliveries = async () => {
    const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    const text = await response.text();
    const count = (state: string) =>
      Number(new RegExp(`^submission_webhook_deliveries\\{state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { pending: count('pending'), delivered: count('delivered'), dead: count('dead') };
  };
  const requestsOf = (email: string) => receiver.received.filter((request) => request.body.includes(`"${email}"`));

  it('delivers a submission signed, once accepted, retrying a failure and a timeout with the same key', async () => {
    receiver.plan = ['fail', 'hang', 'ok'];
    receiver.otherwise = 'ok';
    const { client, email } = await applicant('Ada');
    // An invalid submission queues nothing.
    const invalid = await client.put('/api/answer', { ...completeAnswers('Ada'), legal_agree: false });
    expect(invalid.status).toBe(200);
    expect((await client.post('/api/submit')).status).toBe(422);
    expect((await client.put('/api/answer', completeAnswers('Ada'))).status).toBe(200);
    expect((await client.post('/api/submit')).status).toBe(200);

    const attempts = await until(
      'three attempts',
      () => requestsOf(email),
      (requests) => requests.length >= 3,
    );
    expect(attempts.map((request) => request.answer)).toEqual(['fail', 'hang', 'ok']);
    const [first] = attempts;
    for (const request of attempts) {
      expect(request.path).toBe(`/hooks/admissions?token=${urlToken}`);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-admissions-event']).toBe('application.submitted');
      expect(request.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
      expect(request.body).toBe(first!.body);
      expect(verify(secret, request.headers, request.body)).toBe(true);
      expect(verify('another-secret-of-thirty-two-characters!', request.headers, request.body)).toBe(false);
    }
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // The body holds the same fields as the export's record of the application.
    const exported = await exportCli(['--format', 'ndjson']);
    expect(exported.code, exported.stderr).toBe(0);
    const record = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((r) => r.applicant_email === email);
    expect(JSON.parse(first!.body)).toEqual(record);
    expect(record).toMatchObject({ first_name: 'Ada', gender_desc: 'Female', legal_agree: true });

    await until('delivered in /metrics', deliveries, (counts) => counts.delivered === 1);
    // Submitting again changes nothing: no second delivery.
    expect((await client.post('/api/submit')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsOf(email)).toHaveLength(3);
    expect(await deliveries()).toEqual({ pending: 0, delivered: 1, dead: 0 });

    await until(
      'the delivery logged',
      () => log,
      (text) => text.includes('submission webhook delivered'),
    );
    expect(log).toContain('answered HTTP 500');
    expect(log).toContain('no answer within SUBMISSION_WEBHOOK_TIMEOUT_MS=400 ms');
  }, 60_000);

  it('gives up after the retry window: dead in /metrics and --failed-deliveries, then queued again', async () => {
    receiver.plan = [];
    receiver.otherwise = 'fail';
    const { client, email } = await applicant('Grace');
    expect((await client.post('/api/submit')).status).toBe(200);
    await until('dead in /metrics', deliveries, (counts) => counts.dead === 1);
    const attempts = requestsOf(email).length;
    expect(attempts).toBeGreaterThanOrEqual(3);

    const listed = await exportCli(['--failed-deliveries']);
    expect(listed.code, listed.stderr).toBe(0);
    const [dead, ...others] = csvObjects(listed.stdout);
    expect(others).toEqual([]);
    expect(dead).toMatchObject({
      applicant_email: email,
      attempts: String(attempts),
      last_status: '500',
      last_error: expect.stringContaining('answered HTTP 500'),
    });
    expect(listed.stderr).toContain('1 dead deliveries');

    receiver.otherwise = 'ok';
    const retried = await exportCli(['--failed-deliveries', '--retry', dead!.id!]);
    expect(retried).toMatchObject({ code: 0, stdout: 'Queued 1 of 1 deliveries again (the others are not dead).\n' });
    const after = await until(
      'accepted after the retry',
      () => requestsOf(email),
      (requests) => requests.at(-1)?.answer === 'ok',
    );
    expect(new Set(after.map((request) => request.headers['idempotency-key'])).size).toBe(1);
    await until('delivered in /metrics', deliveries, (counts) => counts.delivered === 2 && counts.dead === 0);
    expect(csvObjects((await exportCli(['--failed-deliveries'])).stdout)).toEqual([]);
  }, 60_000);

  it("never logs the receiver's answer body, nor the URL's token", () => {
    expect(log).toContain('answered HTTP 500');
    expect(log).not.toContain(privateReceiverBody);
    expect(log).not.toContain(urlToken);
  });
});
