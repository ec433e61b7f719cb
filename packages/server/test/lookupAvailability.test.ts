import type { LookupCategoriesResponse, LookupItem, LookupRecord } from '@admissions/contracts';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './helpers/apiClient.ts';
import { runAdminCli } from './helpers/runAdminCli.ts';
import { startServerProcess, type ServerProcess } from './helpers/serverProcess.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestDatabaseUrl, skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';
import { freshDataDir } from './helpers/freshDataDir.ts';

/** The sample an institution copies (docs/operations.md): invented rows, clearly marked as examples. */
const sampleCsv = fileURLToPath(new URL('../../../docs/samples/hs_ceeb.sample.csv', import.meta.url));

async function readyLookup(baseUrl: string): Promise<{ status: number; lookup: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/readyz`);
  const body = (await response.json()) as { lookup: Record<string, string> };
  return { status: response.status, lookup: body.lookup };
}

/**
 * A lookup category without data is a first-class state: the server says so
 * (GET /lookup/categories for the app, /readyz detail and the start-up log for
 * operators) without failing readiness, and an import of the documented
 * sample makes it searchable with its CEEB codes.
 */
describe.skipIf(skipDatabaseLeg)(`lookup categories with and without data on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let client: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = new ApiClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says which categories have no data, and is ready all the same', async () => {
    const categories = await client.get<LookupCategoriesResponse>('/lookup/categories');
    expect(categories).toMatchObject({
      status: 200,
      body: { college_ceeb: { hasData: false }, hs_ceeb: { hasData: false }, address: { hasData: false } },
    });
    expect(await readyLookup(server.baseUrl)).toEqual({
      status: 200,
      lookup: { college_ceeb: 'empty', hs_ceeb: 'empty', address: 'empty' },
    });
  });

  it('after `npm run import-lookup -- hs_ceeb docs/samples/hs_ceeb.sample.csv` the category has data and a search fills the CEEB code', async () => {
    const imported = await runAdminCli(server, 'importLookup.ts', ['hs_ceeb', sampleCsv]);
    expect(imported).toMatchObject({ code: 0, stdout: 'Imported 5 hs_ceeb records (the category was replaced).\n' });

    expect((await client.get<LookupCategoriesResponse>('/lookup/categories')).body).toEqual({
      college_ceeb: { hasData: false },
      hs_ceeb: { hasData: true },
      address: { hasData: false },
    });
    expect((await readyLookup(server.baseUrl)).lookup).toEqual({
      college_ceeb: 'empty',
      hs_ceeb: 'available',
      address: 'empty',
    });
    const found = await client.get<LookupItem[]>('/lookup/find?query=example%20riverside&category=hs_ceeb');
    expect(found.body).toEqual([
      { id: 'example-hs-2', text: 'Example Riverside Academy (example row)', sub_text: 'Tampa, FL' },
    ]);
    // The record a choice fetches: the widget fills hs_ceeb (and the address) from it.
    const record = await client.get<LookupRecord>('/lookup/find?id=example-hs-2&category=hs_ceeb');
    expect(record.body).toEqual({
      id: 'example-hs-2',
      name: 'Example Riverside Academy (example row)',
      ceeb: '990002',
      address_line_1: '2 Sample Road',
      address_line_2: 'Suite 3',
      city: 'Tampa',
      state: 'FL',
      zip: '33602',
      country: 'USA',
    });
  });

  it('names the address category available once a provider is plugged in', async () => {
    const withProvider = await startTestServer({
      addressLookup: { search: async () => [], find: async () => undefined },
    });
    try {
      const categories = await new ApiClient(withProvider.baseUrl).get<LookupCategoriesResponse>('/lookup/categories');
      expect(categories.body.address).toEqual({ hasData: true });
    } finally {
      await withProvider.close();
    }
  });
});

describe.skipIf(skipDatabaseLeg)(`the start-up log of the lookup data on ${testDatabaseKind}`, () => {
  const dataDir = freshDataDir('lookup-log-');
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names each category without data or without CEEB codes, and starts all the same', async () => {
    const databaseUrl = await createTestDatabaseUrl('migrated');
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const started = server;
    // The report is written while the node gets ready; the log lines may follow the "running at" line.
    const lookupLines = () =>
      started
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => /^Lookup /.test(line.msg));
    await expect.poll(() => lookupLines().length, { timeout: 10_000 }).toBe(3);
    const messages = lookupLines();
    expect(messages[0]).toMatchObject({
      level: 30,
      msg: 'Lookup data: college_ceeb no data, hs_ceeb no data, no address provider',
    });
    const warnings = messages.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toEqual([
      'Lookup category college_ceeb has no data: its school search offers manual entry only and fills no CEEB code. Load a list with npm run import-lookup -- college_ceeb <file.csv> (see docs/operations.md)',
      'Lookup category hs_ceeb has no data: its school search offers manual entry only and fills no CEEB code. Load a list with npm run import-lookup -- hs_ceeb <file.csv> (see docs/operations.md)',
    ]);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
  }, 120_000);
});
