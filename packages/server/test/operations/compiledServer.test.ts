import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { PdfResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer, serverDistDir } from '../../../../scripts/build/compileServerBundle.ts';
import { serveEnvironment } from '../../../../scripts/build/serveCommand.ts';
import { repositoryRoot, spawnServer, type SpawnedServer } from '../../../../scripts/test/spawnServer.ts';
import { goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { confirmationCodeIn, mailsTo } from '../helpers/outbox.ts';
import { fixtureTenantsDir } from '../helpers/startTestServer.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { pdfText } from '../documents/support/pdfText.ts';
import { download } from '../documents/support/uploadDocument.ts';

const run = promisify(execFile);

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The production build: the server, its worker thread and the admin CLIs as JavaScript that plain node runs.
describe.skipIf(skipDatabaseLeg)(`the compiled server on ${testDatabaseKind}`, () => {
  // Inside the repository (the output imports npm packages from its node_modules), apart from `npm run build`'s.
  const outDir = join(serverDistDir, `test-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
  let server: SpawnedServer;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await compileServer(outDir);
    const databaseUrl = await createTestDatabaseUrl();
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    env = {
      ...inherited,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      TENANTS_DIR: fixtureTenantsDir,
      TENANT: 'mini',
      LOOKUP_SEED: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    // node itself, without tsx: a TypeScript import anywhere would fail the start; with the
    // environment production gives it (`npm run serve`).
    server = await spawnServer({ ...env, ...serveEnvironment, PORT: '0', LOG_LEVEL: 'info' }, 120_000, [
      relative(repositoryRoot, join(outDir, 'main.js')),
    ]);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds only JavaScript: one module per program, the workspace packages compiled in', () => {
    const files = readdirSync(outDir);
    for (const program of [
      'main',
      'migrateMain',
      'isolatedWorkerEntry',
      'tenantCheckWorkerEntry',
      'staffLink',
      'export',
    ])
      expect(files).toContain(`${program}.js`);
    expect(files.filter((file) => !/\.js(?:\.map)?$/.test(file))).toEqual([]);
    expect(existsSync(join(outDir, 'main.js.map'))).toBe(true);
  });

  it('is ready, prints an application PDF in its worker thread, and its admin CLI works', async () => {
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
    // The tenant's checks ran in a thread of their own, not in the thread that serves.
    expect(server.output()).toMatch(/Tenant \\"mini\\" loaded and checked in \d+ ms, in a worker thread/);

    const client = new ApiClient(server.baseUrl);
    const email = uniqueEmail();
    expect((await client.post('/public/signup', { username: email, password: goodPassword })).status).toBe(200);
    const mail = await until('the confirmation mail', async () => mailsTo(dataDir, email).at(-1));
    expect((await client.post('/public/confirm', { username: email, code: confirmationCodeIn(mail) })).status).toBe(
      200,
    );
    expect((await client.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);
    expect((await client.put('/api/answer', { first_name: 'Zoë', last_name: 'Compiled' })).status).toBe(200);

    const pdf = await until(
      'the application PDF',
      async () => {
        const response = await client.get<PdfResponse>('/api/pdf');
        expect(response.status, response.text).toBe(200);
        return ['UNPROCESSED', 'IN_PROGRESS'].includes(response.body.status) ? undefined : response.body;
      },
      90_000,
    );
    expect(pdf.status).toBe('COMPLETED');
    const file = await download(client, pdf.url!);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(pdfText(file.bytes)).toContain('Zoë');

    // The compiled staff-link CLI, as an operator runs it beside the server (same environment).
    const cli = await run(process.execPath, [join(outDir, 'staffLink.js'), email], {
      cwd: repositoryRoot,
      env: { ...env, PUBLIC_BASE_URL: server.baseUrl },
      timeout: 60_000,
    });
    expect(cli.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\S*service_token=\S+/m);
  }, 150_000);
});
