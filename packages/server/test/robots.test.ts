import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';

describe.skipIf(skipDatabaseLeg || testDatabaseKind !== 'pglite')('what search engines are told', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves a real robots.txt that keeps the API, staff links and prefill links out', async () => {
    const response = await fetch(`${server.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Disallow: /api/',
        'Disallow: /service/',
        'Disallow: /*?token=',
        'Disallow: /*?service_token=',
      ]),
    );
    expect(lines.join('\n')).not.toContain('<html');
  });

  it('marks a page opened with a token as not to be indexed', async () => {
    const withToken = await fetch(`${server.baseUrl}/about?token=abc`);
    expect(withToken.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const staff = await fetch(`${server.baseUrl}/?service_token=abc`);
    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const plain = await fetch(`${server.baseUrl}/about`);
    expect(plain.headers.get('x-robots-tag')).toBeNull();
  });
});
