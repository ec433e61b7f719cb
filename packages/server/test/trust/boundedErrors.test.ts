import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminEndpointFile } from '../../src/admin/adminEndpointFile.ts';
import { loggedInClient } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

/** The answer's body as the client receives it, in UTF-8 bytes. */
const bytes = (text: string): number => Buffer.byteLength(text);

/** Nearly 1 MB of one name: under the body limit, so the request reaches the checks that name what is wrong. */
const hugeName = 'k'.repeat(900_000);

/**
 * An error that repeats what the client sent (an unknown answer key, a field
 * name, an address) quotes it cut short: the answer stays under 1 KB however
 * much was sent (docs/security.md, "Compressed answers and BREACH").
 */
describe.skipIf(skipDatabaseLeg)(`error answers that echo input on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let applicant: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    applicant = (await loggedInClient(server)).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps an answer to a save with a 900,000-character answer key under 1 KB', async () => {
    const response = await applicant.put('/api/answer', { first_name: 'Ada', [hugeName]: 'x' });
    expect(bytes(response.text)).toBeLessThan(1024);
    if (response.status === 400) expect(response.body.message).toMatch(/k{64}…/);
  });

  it('keeps a schema error naming a 900,000-character field under 1 KB, and names the field', async () => {
    const response = await new ApiClient(server.baseUrl).post('/public/login', {
      username: 'ada@example.edu',
      password: 'x',
      [hugeName]: 1,
    });
    expect(response.status).toBe(400);
    expect(bytes(response.text)).toBeLessThan(1024);
    expect(response.body.message).toBe(`The field "${'k'.repeat(64)}…" is not allowed.`);
  });

  it('keeps the answer to an unknown 8,000-character address under 1 KB', async () => {
    const response = await applicant.get(`/${'p'.repeat(8000)}`);
    expect(response.status).toBe(404);
    expect(bytes(response.text)).toBeLessThan(1024);
  });

  it('keeps a message of many unknown ids, each within the limit, under 1 KB', async () => {
    const keys = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`${index}`.padEnd(60, '\u0001'), 'x']));
    const response = await applicant.put('/api/answer', keys);
    expect(bytes(response.text)).toBeLessThan(1024);
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'keeps the admin endpoint’s answer to a prefill file with a 900,000-character key under 1 KB',
    async () => {
      const endpoint = readAdminEndpointFile(server.dataDir);
      expect(endpoint).toBeDefined();
      const response = await fetch(`${endpoint!.url}/prefill-links`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${endpoint!.secret}` },
        body: JSON.stringify({ answers: { [hugeName]: 'x' }, days: 1 }),
      });
      expect(response.status).toBe(400);
      expect(bytes(await response.text())).toBeLessThan(1024);
    },
  );
});
