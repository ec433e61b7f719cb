import { createHmac } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loggedInClient } from '../helpers/accounts.ts';
import { startTestServer } from '../helpers/startTestServer.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { fixture } from '../documents/support/documentTestServer.ts';
import { postFile, presign } from '../documents/support/uploadDocument.ts';
import { documentFixturesDir } from '../documents/support/documentTestServer.ts';
import { runServerToExit } from './runToExit.ts';

/**
 * A missing, empty or malformed secret stops the real server at start: exit
 * code 78, the setting named, the value never printed. (An empty signing
 * secret file used to sign upload forms with an empty key.) Database-agnostic:
 * PGlite leg only.
 */
describe.runIf(testDatabaseKind === 'pglite')('startup with a damaged secret', () => {
  const root = mkdtempSync(join(tmpdir(), 'secret-errors-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A data directory whose signing secret file holds `content` (with `mode`). */
  const dataDirWithSecretFile = (name: string, content: string, mode = 0o600) => {
    const dir = join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'upload-signing-secret'), content, { mode });
    chmodSync(join(dir, 'upload-signing-secret'), mode);
    return dir;
  };

  const expectRefused = (result: { code: number | null; stderr: string; stdout: string }, problems: RegExp[]) => {
    expect(result.code, result.stderr).toBe(78);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('Configuration error:');
    for (const problem of problems)
      expect(
        lines.some((line) => problem.test(line)),
        result.stderr,
      ).toBe(true);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  };

  it('an empty signing secret file, and a METRICS_TOKEN with a space', async () => {
    const metricsToken = 'metrics-token-with a-space-inside-0123';
    const result = await runServerToExit({ DATA_DIR: dataDirWithSecretFile('empty', ''), METRICS_TOKEN: metricsToken });
    expectRefused(result, [
      /^ {2}- DATA_DIR\/upload-signing-secret \(.*\) is empty: delete it to have a new one generated/,
      /^ {2}- METRICS_TOKEN must be printable ASCII without spaces/,
    ]);
    expect(result.stderr + result.stdout).not.toContain(metricsToken);
  }, 120_000);

  it('a signing secret file that is not 64 hexadecimal characters', async () => {
    for (const [name, content] of [
      ['not-hex', `${'zq'.repeat(32)}\n`],
      ['short', 'ab'.repeat(31)],
      ['whitespace', ' \n \n'],
    ] as const) {
      const result = await runServerToExit({ DATA_DIR: dataDirWithSecretFile(name, content) });
      expectRefused(result, [/^ {2}- DATA_DIR\/upload-signing-secret \(.*\) (must hold 64 hexadecimal|is empty)/]);
      if (content.trim()) expect(result.stderr + result.stdout).not.toContain(content.trim());
    }
  }, 240_000);

  it('a signing secret file others can read', async () => {
    const secret = 'c0ffee'.repeat(10) + 'abcd';
    const result = await runServerToExit({ DATA_DIR: dataDirWithSecretFile('open', secret, 0o644) });
    expectRefused(result, [/^ {2}- DATA_DIR\/upload-signing-secret \(.*\) must be readable by the server's user only/]);
    expect(result.stderr + result.stdout).not.toContain(secret);
  }, 120_000);

  it('S3 keys and a signing secret with whitespace or control characters', async () => {
    const secretKey = 'aws-secret\naccess-key';
    const signing = `${'s'.repeat(40)}\u0007`;
    const result = await runServerToExit({
      DATA_DIR: join(root, 's3'),
      S3_BUCKET: 'admissions-documents',
      AWS_ACCESS_KEY_ID: 'AKIA TEST',
      AWS_SECRET_ACCESS_KEY: secretKey,
      UPLOAD_SIGNING_SECRET: signing,
    });
    expectRefused(result, [
      /^ {2}- AWS_ACCESS_KEY_ID must be printable ASCII without spaces/,
      /^ {2}- AWS_SECRET_ACCESS_KEY contains control characters \(value not shown\)/,
      /^ {2}- UPLOAD_SIGNING_SECRET contains control characters \(value not shown\)/,
    ]);
    for (const value of ['AKIA TEST', 'aws-secret', 'access-key', 's'.repeat(40)]) {
      expect(result.stderr + result.stdout).not.toContain(value);
    }
  }, 120_000);

  it('a submission webhook URL without its secret, or with one too short', async () => {
    const missing = await runServerToExit({
      DATA_DIR: join(root, 'webhook-missing'),
      SUBMISSION_WEBHOOK_URL: 'https://crm.example.edu/hooks/admissions?key=url-secret-123',
    });
    expectRefused(missing, [/^ {2}- SUBMISSION_WEBHOOK_SECRET must be set when SUBMISSION_WEBHOOK_URL is/]);
    expect(missing.stderr + missing.stdout).not.toContain('url-secret-123');
    const short = 'too-short-webhook-secret';
    const shortResult = await runServerToExit({
      DATA_DIR: join(root, 'webhook-short'),
      SUBMISSION_WEBHOOK_URL: 'https://crm.example.edu/hooks/admissions',
      SUBMISSION_WEBHOOK_SECRET: short,
    });
    expectRefused(shortResult, [
      /^ {2}- SUBMISSION_WEBHOOK_SECRET must be at least 32 characters long, got 24 \(value not shown\)/,
    ]);
    expect(shortResult.stderr + shortResult.stdout).not.toContain(short);
    // Without a URL the secret is not needed (the webhook is off).
    const off = await runServerToExit({ DATA_DIR: join(root, 'webhook-off'), PORT: 'not-a-port' });
    expect(off.stderr).not.toContain('SUBMISSION_WEBHOOK');
  }, 240_000);

  it('a running server refuses an upload form signed with an empty key', async () => {
    const server = await startTestServer({ env: { TENANTS_DIR: `${documentFixturesDir}tenant`, TENANT: 'docs' } });
    try {
      const { client } = await loggedInClient(server);
      const target = await presign(client, 'photo_id');
      const forged = createHmac('sha256', Buffer.alloc(0)).update(target.fields.policy!).digest('hex');
      const posted = await postFile(server.baseUrl, target, fixture('sample.png'), 'x.png', { 'x-signature': forged });
      expect(posted.status).toBe(403);
      expect(await server.app.documents.storage.size(target.fields.key)).toBeUndefined();
    } finally {
      await server.close();
    }
  }, 120_000);
});
