import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, startDocumentServer } from '../documents/support/documentTestServer.ts';
import { accountSnapshot } from './support/accountSnapshot.ts';
import { populatedApplicant, type PopulatedApplicant } from './support/populatedApplicant.ts';
import { fillPath, isStateChanging, listRoutes, type RouteEntry } from './support/routeTable.ts';

const refusedOrigin = 'This request came from another site and was refused.';
const refusedType = 'This request must be sent with Content-Type: application/json.';

/** A body each route would accept, so only the CSRF check stands between the request and a change. */
const validBodies: Record<string, unknown> = {
  'PUT /api/answer': { first_name: 'Forged' },
  'PUT /api/last-page': { last_page: '/about' },
  'POST /api/web-status': { web_status: 'validating' },
  'POST /api/validations': { first_name: ['Forged'] },
  'PUT /api/add-another': { button_id: 'high_schools', num_components: 3 },
  'PUT /api/tabs': { tab_id: 'test_choice', chosen_tab: 'act' },
  'POST /api/presigned-url': { answer_key: 'photo_id' },
  'POST /public/login': { username: 'someone@example.com', password: 'Correct-Horse-42' },
  'POST /public/signup': { username: 'forged@example.com', password: 'Correct-Horse-42' },
};

/**
 * Every state-changing route of the route table refuses a request a hostile
 * site could make a logged-in applicant's browser send: a foreign or opaque
 * Origin, Sec-Fetch-Site: cross-site, a body type an HTML form can send. The
 * one exemption is the signed upload POST, which needs a policy only our
 * server issues. Nothing is written, and no CORS grant is ever made.
 */
describe.skipIf(skipDatabaseLeg)(`CSRF on every state-changing route (${testDatabaseKind})`, () => {
  let server: DocumentTestServer;
  let applicant: PopulatedApplicant;
  let routes: RouteEntry[];

  beforeAll(async () => {
    server = await startDocumentServer('local');
    applicant = await populatedApplicant(server, 'csrf');
    routes = listRoutes(server.app).filter(isStateChanging);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const forged = (route: RouteEntry, headers: Record<string, string>, body?: string) => {
    const key = `${route.method} ${route.url}`;
    const cookie = [...applicant.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return fetch(`${server.baseUrl}${fillPath(route.url, () => 'photo_id')}`, {
      method: route.method,
      headers: { cookie, ...headers },
      body: body ?? JSON.stringify(validBodies[key] ?? { file_key: applicant.openUploadKey, file_name: 'x.png' }),
    });
  };

  it('finds the state-changing routes in the route table; only the signed upload is exempt', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(expect.arrayContaining(Object.keys(validBodies)));
    expect(names.length).toBeGreaterThanOrEqual(19);
  });

  const attacks: [string, Record<string, string>, string | undefined, string][] = [
    [
      'a foreign Origin',
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      undefined,
      refusedOrigin,
    ],
    ['an opaque Origin (null)', { 'content-type': 'application/json', origin: 'null' }, undefined, refusedOrigin],
    [
      'Sec-Fetch-Site: cross-site',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      undefined,
      refusedOrigin,
    ],
    ['a text/plain body', { 'content-type': 'text/plain' }, undefined, refusedType],
    ['a url-encoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 'first_name=Forged', refusedType],
    ['a multipart form', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--\r\n', refusedType],
  ];

  it.each(attacks)('refuses %s on every route and writes nothing', async (_name, headers, body, message) => {
    const before = await accountSnapshot(server.db, applicant.email);
    const exempt: string[] = [];
    for (const route of routes) {
      const response = await forged(route, headers, body);
      const text = await response.text();
      if (route.url === '/uploads') {
        // Exempt from the JSON rule: without a policy our server signed, it stores nothing.
        expect(response.status, text).toBeGreaterThanOrEqual(400);
        exempt.push(route.url);
        continue;
      }
      expect(response.status, `${route.method} ${route.url}: ${text}`).toBe(403);
      expect(JSON.parse(text)).toEqual({ message });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(exempt).toEqual(['/uploads']);
    expect(await accountSnapshot(server.db, applicant.email)).toEqual(before);
  });

  it('refuses a cross-site logout (a GET that changes state) and grants no CORS preflight', async () => {
    const cookie = [...applicant.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const logout = await fetch(`${server.baseUrl}/api/logout`, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(logout.status).toBe(403);
    expect((await applicant.client.get('/api/profile')).status).toBe(200);
    const preflight = await fetch(`${server.baseUrl}/api/answer`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
