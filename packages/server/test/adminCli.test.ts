import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { runAdminCli } from './helpers/runAdminCli.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

// stdout is just the link (for scripts); the expiry note goes to stderr.
const linkIn = (stdout: string): URL => new URL(stdout.trim());

// Each test runs several CLI processes one after the other (each opens the database or the server's admin
// endpoint): on a loaded 2-core machine that outlasts the leg's 30 s default.
describe.skipIf(skipDatabaseLeg)(`admin CLIs on ${testDatabaseKind}`, { timeout: 120_000 }, () => {
  let server: TestServer;
  const files = mkdtempSync(join(tmpdir(), 'admin-cli-'));

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('staff-link prints a working link while the server runs, and --revoke ends it', async () => {
    const { email } = await loggedInClient(server);
    const created = await runAdminCli(server, 'staffLink.ts', [email, '--hours', '5']);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^http:\/\/\S+\/\?service_token=[\w-]{22}\n$/);
    expect(created.stderr).toMatch(/^Valid until \S+\. Revoke with: npm run staff-link -- --revoke [\w-]{22}\n$/);
    const link = linkIn(created.stdout);
    expect(link.origin).toBe(server.config.publicOrigin);
    const token = link.searchParams.get('service_token')!;
    const view = new ApiClient(server.baseUrl);
    expect((await view.get(`/service/tmp-pdf?service_token=${token}`)).status).toBe(200);

    const revoked = await runAdminCli(server, 'staffLink.ts', ['--revoke', token]);
    expect(revoked).toMatchObject({ code: 0, stdout: 'The staff link has been revoked.\n' });
    expect((await view.get(`/service/tmp-pdf?service_token=${token}`)).status).toBe(403);
  });

  it('staff-link explains refusals and usage mistakes with exit codes 1 and 2', async () => {
    const unknown = await runAdminCli(server, 'staffLink.ts', ['nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No applicant account for nobody@example.com.');
    const usage = await runAdminCli(server, 'staffLink.ts', []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage:');
  });

  // The other tests run the compiled CLIs (compiled once per test run); `npm run <cli>` runs the source through tsx,
  // which is proved here once. A usage mistake ends before any database is opened, so one leg is enough.
  it.runIf(testDatabaseKind === 'pglite')('the CLIs run from source as their npm scripts run them', async () => {
    const [staffLink, exported] = await Promise.all([
      runAdminCli(server, 'staffLink.ts', [], {}, 'tsx'),
      runAdminCli(server, 'export.ts', ['--since', 'last tuesday'], {}, 'tsx'),
    ]);
    expect(staffLink.code, staffLink.stderr).toBe(2);
    expect(staffLink.stderr).toContain('Usage:');
    expect(exported.code, exported.stderr).toBe(2);
    expect(exported.stderr).toContain('--since must be an ISO date');
  });

  it('prefill-link checks the answers file and prints a working link', async () => {
    const good = join(files, 'answers.json');
    writeFileSync(good, JSON.stringify({ first_name: 'Ada', legal_agree: true }));
    const created = await runAdminCli(server, 'prefillLink.ts', [good, '--days', '2']);
    expect(created.code).toBe(0);
    const token = linkIn(created.stdout).searchParams.get('token')!;
    const response = await new ApiClient(server.baseUrl).get(`/public/tmp?token=${token}`);
    expect(response.body).toEqual({ answer: { first_name: 'Ada', legal_agree: true } });

    const bad = join(files, 'bad.json');
    writeFileSync(bad, JSON.stringify({ first_name: 'Ada', favourite_colour: 'blue' }));
    const refused = await runAdminCli(server, 'prefillLink.ts', [bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("These keys are not in the tenant's data model: favourite_colour.");
  });

  it('import-lookup replaces a category from a CSV file', async () => {
    const csv = join(files, 'schools.csv');
    writeFileSync(
      csv,
      'id,name,ceeb,address_line_1,city,state,zip,country\n' +
        'hs-1,Lincoln High School,123456,1 Main St,Springfield,IL,62701,USA\n' +
        'hs-2,"Lycée Français, Paris",,2 Rue X,Paris,,75001,FRA\n',
    );
    const imported = await runAdminCli(server, 'importLookup.ts', ['hs_ceeb', csv]);
    expect(imported).toMatchObject({ code: 0, stdout: 'Imported 2 hs_ceeb records (the category was replaced).\n' });
    const found = await new ApiClient(server.baseUrl).get('/lookup/find?query=lycee&category=hs_ceeb');
    expect(found.body).toEqual([{ id: 'hs-2', text: 'Lycée Français, Paris', sub_text: 'Paris, FRA' }]);
  });

  it('works on the database directly while the server is stopped', async () => {
    const { email } = await loggedInClient(server);
    await server.stop();
    const created = await runAdminCli(server, 'staffLink.ts', [email], {
      PUBLIC_BASE_URL: 'https://apply.example.edu',
    });
    expect(created.code).toBe(0);
    const link = linkIn(created.stdout);
    expect(link.origin).toBe('https://apply.example.edu');
    server = await startTestServer({ dataDir: server.dataDir, databaseUrl: server.config.databaseUrl });
    const view = await new ApiClient(server.baseUrl).get(
      `/service/tmp-pdf?service_token=${link.searchParams.get('service_token')}`,
    );
    expect(view.status).toBe(200);
  });
});
