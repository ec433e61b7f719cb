import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PdfResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../../scripts/test/spawnServer.ts';
import { createAdminOperations } from '../../src/admin/adminOperations.ts';
import { pdfText } from '../documents/support/pdfText.ts';
import { download } from '../documents/support/uploadDocument.ts';
import { goodPassword, loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { runAdminCli } from '../helpers/runAdminCli.ts';
import { fixtureTenantsDir, startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { runServerToExit } from '../operations/runToExit.ts';

/** The fixture tenant copied to a temp folder, to edit between starts of the server. */
function copyMiniTenant() {
  const root = mkdtempSync(join(tmpdir(), 'tenant-versions-'));
  const tenantsDir = join(root, 'tenants');
  cpSync(join(fixtureTenantsDir, 'mini'), join(tenantsDir, 'mini'), { recursive: true });
  const file = (name: string) => join(tenantsDir, 'mini', name);
  return {
    tenantsDir,
    edit(name: string, change: (text: string) => string) {
      const before = readFileSync(file(name), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`${name} did not change`);
      writeFileSync(file(name), after);
    },
    write: (name: string, text: string) => writeFileSync(file(name), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

const complete = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: '2000-12-10',
  essay: 'My submitted essay',
  sat_score: '1500',
  legal_agree: true,
};

/**
 * Staff remove the essay question and reword "First Name" while one
 * applicant has submitted (with an essay) and another is half-way (with a
 * draft essay). Runs on the PGlite leg: the server, config-lint and the CLI
 * share one data dir, as an operator's would.
 */
describe.runIf(testDatabaseKind === 'pglite')('published versions and change review', () => {
  const copy = copyMiniTenant();
  const env = { TENANTS_DIR: copy.tenantsDir };
  let server: TestServer;
  let dataDir = '';
  let submittedEmail = '';
  let draftEmail = '';

  const versionCount = async (): Promise<number> =>
    Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenant_versions')).rows[0]!.n);

  const restart = async (): Promise<void> => {
    server = await startTestServer({ env, dataDir });
  };

  beforeAll(async () => {
    server = await startTestServer({ env });
    dataDir = server.dataDir;
    const submitted = await loggedInClient(server);
    submittedEmail = submitted.email;
    expect((await submitted.client.put('/api/answer', complete)).status).toBe(200);
    expect((await submitted.client.post('/api/submit')).status).toBe(200);
    const draft = await loggedInClient(server);
    draftEmail = draft.email;
    expect((await draft.client.put('/api/answer', { first_name: 'Grace', essay: 'My draft essay' })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    copy.remove();
  });

  it('records the definition as a version once, and its applications with it', async () => {
    expect(await versionCount()).toBe(1);
    await server.stop();
    await restart();
    expect(await versionCount()).toBe(1);
    const rows = await server.db.query<{ saved_version: number; submitted_version: number | null }>(
      `SELECT a.saved_version, a.submitted_version FROM applications a JOIN users u ON u.id = a.user_id
       WHERE u.username = ANY($1) ORDER BY u.username = $2 DESC`,
      [[submittedEmail, draftEmail], submittedEmail],
    );
    const [version] = (await server.db.query<{ id: number }>('SELECT id FROM tenant_versions')).rows;
    expect(rows.rows).toEqual([
      { saved_version: version!.id, submitted_version: version!.id },
      { saved_version: version!.id, submitted_version: null },
    ]);
    await server.stop();
  });

  it('refuses to start (exit 78) when a change orphans in-progress answers, naming the key and the count', async () => {
    copy.edit('pages/about.json', (text) =>
      text.replace(/,\s*\{ "key": "essay"[^\n]*\}/, '').replace('"label": "First Name"', '"label": "Given name"'),
    );
    copy.edit('data-model.json', (text) => text.replace(/\s*"essay": \{ "type": "string" \},/, ''));
    const refused = await runServerToExit({ DATA_DIR: dataDir, TENANTS_DIR: copy.tenantsDir, TENANT: 'mini' });
    expect(refused.code, refused.stderr).toBe(78);
    expect(refused.stderr).toContain('answer key essay: 1 in-progress application holds an answer under it');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('lists every change against the live version with its counts (config-lint --against)', () => {
    const lint = spawnSync(
      join(repositoryRoot, 'node_modules/.bin/tsx'),
      ['scripts/configLint/main.ts', '--against', dataDir, join(copy.tenantsDir, 'mini')],
      { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, INIT_CWD: repositoryRoot } },
    );
    expect(lint.status, lint.stderr).toBe(1);
    expect(lint.stdout).toContain(
      '  ERROR Question "Essay" (essay) was removed (or its answer key renamed). [1 in progress, 1 submitted]',
    );
    expect(lint.stdout).toContain(
      '  - Reworded the label of the question first_name: "First Name" is now "Given name".',
    );
    expect(lint.stdout).toContain('answer key essay: 1 in-progress application holds an answer under it');
  }, 120_000);

  it('starts once migrations.json says what becomes of the answers, recording the second version', async () => {
    copy.write('migrations.json', JSON.stringify({ steps: [{ id: 'drop-essay', drop: { key: 'essay' } }] }));
    await restart();
    expect(await versionCount()).toBe(2);
  }, 60_000);

  it('shows the application submitted under v1 with v1 in the staff view, and the draft with the running one', async () => {
    const admin = createAdminOperations({
      db: server.db,
      clock: server.app.clock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    });
    const anonymous = new ApiClient(server.baseUrl);
    const submitted = await admin.createStaffLink({ username: submittedEmail, hours: 1 });
    const view = await anonymous.get<{ definition?: { pages: unknown[] } }>(
      `/service/tmp-pdf?service_token=${submitted.token}`,
    );
    expect(view.status).toBe(200);
    const pages = JSON.stringify(view.body.definition?.pages);
    expect(pages).toContain('"label":"Essay"');
    expect(pages).toContain('"label":"First Name"');
    expect(pages).not.toContain('Given name');
    const draft = await admin.createStaffLink({ username: draftEmail, hours: 1 });
    const draftView = await anonymous.get<{ definition?: unknown }>(`/service/tmp-pdf?service_token=${draft.token}`);
    expect(draftView.body.definition).toBeUndefined();
  });

  it('prints the submitted application with v1', async () => {
    const client = new ApiClient(server.baseUrl);
    expect((await client.post('/public/login', { username: submittedEmail, password: goodPassword })).status).toBe(200);
    const deadline = Date.now() + 30_000;
    let pdf: PdfResponse;
    for (;;) {
      pdf = (await client.get<PdfResponse>('/api/pdf')).body;
      if (!['UNPROCESSED', 'IN_PROGRESS'].includes(pdf.status)) break;
      if (Date.now() > deadline) throw new Error(`PDF still ${pdf.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pdf.status).toBe('COMPLETED');
    const text = pdfText((await download(client, pdf.url!)).bytes);
    expect(text).toMatch(/Essay\s+My submitted essay/);
    expect(text).toContain('First Name');
    expect(text).not.toContain('Given name');
  }, 60_000);

  it('exports it with v1: its columns, labels and answers, and the dictionary lists them', async () => {
    const admin = createAdminOperations({
      db: server.db,
      clock: server.app.clock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
      definitions: server.app.tenantDefinitions,
    });
    const { columns } = await admin.exportColumns({});
    expect(columns.find((column) => column.name === 'essay')).toMatchObject({ label: 'Essay' });
    const { records } = await admin.exportPage({});
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ first_name: 'Ada', essay: 'My submitted essay' });
    expect(Object.keys(records[0]!)).toEqual(columns.map((column) => column.name));
  });

  it('lists the versions with what changed between them (npm run tenant-versions)', async () => {
    const listed = await runAdminCli(server, 'tenantVersions.ts', []);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('Tenant "mini": 2 version(s), oldest first.');
    expect(listed.stdout).toMatch(/Version 1 \(recorded [^;]+; 1 in progress, 1 submitted; definition \w{12}\)/);
    expect(listed.stdout).toMatch(/Version 2 \(recorded [^;]+, live; 0 in progress, 0 submitted; definition \w{12}\)/);
    expect(listed.stdout).toContain('  - Question "Essay" (essay) was removed (or its answer key renamed).');
    expect(listed.stdout).toContain(
      '  - Reworded the label of the question first_name: "First Name" is now "Given name".',
    );
  }, 60_000);
});
