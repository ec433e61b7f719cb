import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFixturesDir, fixture } from '../documents/support/documentTestServer.ts';
import { uploadDocument } from '../documents/support/uploadDocument.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo, resetLinkIn } from '../helpers/outbox.ts';
import { runAdminCli } from '../helpers/runAdminCli.ts';
import { type ServerProcess, startServerProcess } from '../helpers/serverProcess.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { waitFor } from '../trust/support/childAccounts.ts';
import { freshDataDir } from '../helpers/freshDataDir.ts';

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  reqId?: string;
  jobId?: string;
  req?: unknown;
  res?: unknown;
  mailFile?: string;
  [key: string]: unknown;
}

/** What the server prints for people at start (the only line that is not JSON). */
const startBanner = /^Admission application is running at http:\/\/\S+$/;

const marker = (label: string): string => `${label}Marker${randomBytes(6).toString('hex')}`;

/**
 * The log of a whole applicant journey on the real server process at debug
 * level: every line is JSON, every line written while handling a request
 * carries its `reqId` (background work and mails included), jobs log with
 * their `jobId`, and no line holds a password, the confirmation code, the
 * reset token, a session cookie, a staff or prefill token, or any answer.
 */
describe.skipIf(skipDatabaseLeg)(`the log of a full journey on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('journey-log-');
  const files = mkdtempSync(join(tmpdir(), 'journey-files-'));
  let server: ServerProcess;
  let databaseUrl: string | undefined;
  let output = '';

  beforeAll(async () => {
    databaseUrl = await createTestDatabaseUrl('migrated');
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
      TENANTS_DIR: `${documentFixturesDir}tenant`,
      TENANT: 'docs',
      JOB_POLL_MS: '100',
      JOB_RETRY_DELAY_MS: '100',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    // stdout and stderr, from the first byte after start (the start lines were read by the helper).
    server.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  /** Complete lines only (a chunk may end mid-line). */
  const lines = () =>
    output
      .slice(0, output.lastIndexOf('\n') + 1)
      .split('\n')
      .filter((line) => line.trim() !== '');
  const parsed = () => lines().map((line) => JSON.parse(line) as LogLine);
  /** An admin CLI run as the operator would: with the server's environment. */
  const admin = (script: 'staffLink.ts' | 'prefillLink.ts', args: string[]) =>
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
      script,
      args,
    );

  it('is JSON with a request id on every request line, and holds no secret and no answer', async () => {
    const email = `journey-${randomBytes(4).toString('hex')}@example.com`;
    const firstPassword = `First-Pass-${randomBytes(6).toString('hex')}`;
    const wrongPassword = `Wrong-Pass-${randomBytes(6).toString('hex')}`;
    const newPassword = `New-Pass-${randomBytes(6).toString('hex')}`;
    const answers = {
      first_name: marker('First'),
      last_name: marker('Last'),
      gender: 'X',
      gender_desc: marker('Desc'),
      birth_date: '2006-02-09',
      essay: `My essay. ${marker('Essay')} It goes on for a while.`,
      sat_score: '1450',
      legal_agree: true,
    };
    const fileName = `${marker('File')}.docx`;
    const prefillAnswer = marker('Prefill');
    const secrets: string[] = [firstPassword, wrongPassword, newPassword, fileName, prefillAnswer];
    for (const value of Object.values(answers))
      if (typeof value === 'string' && value.includes('Marker')) secrets.push(value);
    const cookieValues = (client: ApiClient) => [...client.cookies.values()].filter((value) => value.length >= 16);

    const journeyStart = Date.now();
    const client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/signup', { username: email, password: firstPassword })).status).toBe(200);
    const code = confirmationCodeIn(await waitFor(() => mailsTo(dataDir, email).at(-1)));
    expect((await client.post('/public/confirm', { username: email, code })).status).toBe(200);
    expect((await client.post('/public/login', { username: email, password: wrongPassword })).status).toBe(400);
    expect((await client.post('/public/login', { username: email, password: firstPassword })).status).toBe(200);
    secrets.push(...cookieValues(client));

    expect((await client.put('/api/answer', answers)).status).toBe(200);
    expect((await uploadDocument(client, 'sat_report', fixture('sample.docx'), fileName)).status).toBe('COMPLETED');

    // Staff link and prefill link through the admin CLIs, then used.
    const staff = await admin('staffLink.ts', [email]);
    expect(staff.code, staff.stderr).toBe(0);
    const staffToken = new URL(staff.stdout.trim()).searchParams.get('service_token')!;
    secrets.push(staffToken);
    expect((await new ApiClient(server.baseUrl).get(`/service/tmp-pdf?service_token=${staffToken}`)).status).toBe(200);
    const answersFile = join(files, 'prefill.json');
    writeFileSync(answersFile, JSON.stringify({ first_name: prefillAnswer }));
    const prefill = await admin('prefillLink.ts', [answersFile]);
    expect(prefill.code, prefill.stderr).toBe(0);
    const prefillToken = new URL(prefill.stdout.trim()).searchParams.get('token')!;
    secrets.push(prefillToken);
    expect((await new ApiClient(server.baseUrl).get(`/public/tmp?token=${prefillToken}`)).status).toBe(200);

    // Forgotten password: the mailed link's id resets it (and ends the session).
    expect((await client.post('/public/forgot-password', { username: email })).status).toBe(200);
    const resetMail = await waitFor(() => mailsTo(dataDir, email).find((mail) => /id=/.test(mail.text)));
    const resetToken = resetLinkIn(resetMail).searchParams.get('id')!;
    secrets.push(resetToken);
    const reset = await client.post('/public/reset-password', {
      username: email,
      password: newPassword,
      confirm_password: newPassword,
      id: resetToken,
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await client.post('/public/login', { username: email, password: newPassword })).status).toBe(200);
    secrets.push(...cookieValues(client));
    expect((await client.post('/api/submit')).status).toBe(200);

    // A proxy's safe request id is kept and echoed; an unsafe one is replaced.
    const probe = await client.get('/api/profile', { headers: { 'x-request-id': 'journey-probe.1' } });
    expect(probe.headers.get('x-request-id')).toBe('journey-probe.1');
    const unsafe = await client.get('/api/profile', { headers: { 'x-request-id': 'has spaces {"and":"json"}' } });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const logout = await client.get('/api/logout', { headers: { 'x-request-id': 'journey-logout' } });
    expect(logout.status).toBe(200);
    await waitFor(() =>
      parsed().some((line) => line.reqId === 'journey-logout' && line.msg === 'request completed') ? true : undefined,
    );

    // Every line is JSON (besides the start banner, which the start helper consumed or which appears once).
    const all = lines();
    expect(all.length).toBeGreaterThan(50);
    for (const line of all) {
      if (startBanner.test(line)) continue;
      expect(() => JSON.parse(line), line).not.toThrow();
    }
    const log = all.filter((line) => !startBanner.test(line)).map((line) => JSON.parse(line) as LogLine);
    // Everything logged since the journey began belongs to a request or to a job.
    const duringJourney = log.filter((line) => line.time >= journeyStart);
    for (const line of duringJourney) {
      expect(line.reqId ?? line.jobId, JSON.stringify(line)).toBeDefined();
    }
    for (const line of log.filter((each) => each.req || each.res)) expect(line.reqId).toBeTruthy();
    // Work after the response (mail, background account work) keeps the request's id.
    const mailLines = log.filter((line) => line.mailFile);
    expect(mailLines.length).toBeGreaterThanOrEqual(2);
    for (const line of mailLines) expect(line.reqId).toBeTruthy();
    expect(log.filter((line) => line.reqId === 'journey-probe.1').length).toBeGreaterThanOrEqual(2);
    // The request that queued the conversion names the job; the job's lines carry the same id.
    const queued = log.find((line) => line.msg === 'document conversion queued');
    expect(queued).toMatchObject({ reqId: expect.any(String), jobId: expect.any(String) });
    expect(log.some((line) => line.jobId === queued?.jobId && line.msg === 'job finished')).toBe(true);
    expect(log.some((line) => line.security === 'login.failure' && line.reqId)).toBe(true);

    const everything = output;
    expect(everything).not.toContain('has spaces');
    expect(secrets.length).toBeGreaterThanOrEqual(13);
    for (const secret of secrets) {
      expect(secret.length, 'a secret short enough to match by accident').toBeGreaterThanOrEqual(16);
      expect(everything, `the log holds ${secret}`).not.toContain(secret);
    }
    // Six digits: only as a number of its own (not inside a timestamp).
    expect(everything).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
  }, 180_000);
});
