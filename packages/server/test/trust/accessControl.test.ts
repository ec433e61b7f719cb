import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminOperations } from '../../src/admin/adminOperations.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { createTestClock, hours } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, startDocumentServer } from '../documents/support/documentTestServer.ts';
import { download } from '../documents/support/uploadDocument.ts';
import { pdfText } from '../documents/support/pdfText.ts';
import { accountSnapshot } from './support/accountSnapshot.ts';
import { populatedApplicant, type PopulatedApplicant } from './support/populatedApplicant.ts';
import { fillPath, listRoutes, type RouteEntry } from './support/routeTable.ts';

const staffTokenRefused = {
  message: 'A staff link gives read-only access to one application and cannot be used here.',
};

/**
 * Access control (ASVS V4): applicant A, logged in, tries every /api route
 * of the route table with B's identifiers (document keys, upload keys, PDF
 * generation, user ids in the query and headers) and never reads or
 * changes B's data. A staff token opens one application read-only and is
 * refused by every /api route; expired, revoked and made-up tokens open
 * nothing. Responses carrying tokens or applicant data send no referrer.
 */
describe.skipIf(skipDatabaseLeg)(`access control on ${testDatabaseKind}`, () => {
  let server: DocumentTestServer;
  let alice: PopulatedApplicant;
  let bob: PopulatedApplicant;
  let bobId: string;
  let routes: RouteEntry[];
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startDocumentServer('local', { clock });
    alice = await populatedApplicant(server, 'alice');
    bob = await populatedApplicant(server, 'bob');
    bobId = (await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE username = $1', [bob.email]))
      .rows[0]!.id;
    // Logout last: it ends Alice's session.
    routes = listRoutes(server.app)
      .filter((route) => route.url.startsWith('/api/'))
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A body each route accepts, filled with Bob's identifiers where a route takes any. */
  const bodyFor = (route: RouteEntry): unknown => {
    const bodies: Record<string, unknown> = {
      'PUT /api/answer': { first_name: 'alice-again' },
      'PUT /api/last-page': { last_page: '/about' },
      'POST /api/web-status': { web_status: 'validating' },
      'POST /api/validations': { first_name: ['alice'] },
      'PUT /api/add-another': { button_id: 'high_schools', num_components: 3 },
      'PUT /api/tabs': { tab_id: 'test_choice', chosen_tab: 'act' },
      'POST /api/presigned-url': { answer_key: 'photo_id' },
      'POST /api/pdf/document-answer/:key': { file_key: bob.openUploadKey, file_name: 'bob.png' },
    };
    return bodies[`${route.method} ${route.url}`];
  };

  /** Everything of Bob's that must never reach Alice. */
  const bobSecrets = () => [
    bob.email,
    'bob-first',
    'bob-last',
    'bob essay',
    'bob validation',
    'bob.png',
    bob.documentKey,
    bob.openUploadKey,
    bob.staffToken,
  ];

  it("never lets Alice read or change Bob's data through any /api route", async () => {
    const before = await accountSnapshot(server.db, bob.email);
    const { generation } = Object.fromEntries(new URL(bob.pdfUrl, server.baseUrl).searchParams) as {
      generation: string;
    };
    // Bob's upload slot is not Alice's to use.
    expect(
      await alice.client.post('/api/pdf/document-answer/photo_id', { file_key: bob.openUploadKey, file_name: 'x.png' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'This upload was not issued to you for this question. Please upload the file again.' },
    });
    const tried: string[] = [];
    for (const route of routes) {
      const body = bodyFor(route);
      for (const query of [
        '',
        `?user_id=${bobId}&username=${encodeURIComponent(bob.email)}&generation=${generation}`,
      ]) {
        const path = `${fillPath(route.url, () => 'photo_id')}${query}`;
        const response = await alice.client.request(route.method, path, {
          ...(body === undefined ? {} : { body }),
          headers: { 'x-user-id': bobId, 'x-forwarded-user': bob.email },
        });
        for (const secret of bobSecrets()) {
          expect(response.text, `${route.method} ${path} leaked ${secret}`).not.toContain(secret);
        }
        if (response.headers.get('content-type') === 'application/pdf') {
          const pdf = await download(alice.client, path);
          expect(pdfText(pdf.bytes), `${route.method} ${path}`).not.toMatch(/bob/);
        }
        tried.push(`${route.method} ${route.url}`);
      }
    }
    expect(new Set(tried).size).toBe(routes.length);
    expect(await accountSnapshot(server.db, bob.email)).toEqual(before);
  });

  it("serves Alice her own application PDF whatever generation she asks for, never Bob's", async () => {
    const { client } = await populatedApplicant(server, 'carol');
    const pdf = await download(client, bob.pdfUrl);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('carol-first');
    expect(text).not.toContain('bob-first');
  });

  it('refuses a staff token on every /api route, with or without a session, and writes nothing', async () => {
    const before = await accountSnapshot(server.db, bob.email);
    const withSession = await populatedApplicant(server, 'dave');
    for (const route of routes) {
      const body = bodyFor(route);
      const path = `${fillPath(route.url, () => 'photo_id')}?service_token=${bob.staffToken}`;
      for (const client of [new ApiClient(server.baseUrl), withSession.client]) {
        const response = await client.request(route.method, path, body === undefined ? {} : { body });
        expect(response, `${route.method} ${route.url}`).toMatchObject({ status: 403, body: staffTokenRefused });
      }
    }
    expect(await accountSnapshot(server.db, bob.email)).toEqual(before);
    // The staff view shows Bob's application, and only his.
    const view = await new ApiClient(server.baseUrl).get(`/service/tmp-pdf?service_token=${bob.staffToken}`);
    expect(view.status).toBe(200);
    expect(view.text).toContain('bob-first');
    expect(view.text).not.toContain('alice');
  });

  it('sends Referrer-Policy: no-referrer and no-store on every response that carries a token or applicant data', async () => {
    const anonymous = new ApiClient(server.baseUrl);
    const responses = [
      await anonymous.get(`/service/tmp-pdf?service_token=${bob.staffToken}`),
      await anonymous.get(`/service/document-answer/photo_id?service_token=${bob.staffToken}`),
      await anonymous.get('/public/tmp?token=made-up'),
      await bob.client.get(bob.pdfUrl),
      await bob.client.get('/api/document-answer/photo_id/pdf'),
      await bob.client.get('/api/profile'),
    ];
    for (const response of responses) {
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('opens nothing with an expired, a revoked or a made-up staff or prefill token', async () => {
    const admin = createAdminOperations({
      db: server.db,
      clock: server.app.clock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    });
    const revoked = (await admin.createStaffLink({ username: bob.email, hours: 24 })).token;
    await admin.revokeStaffLink({ token: revoked });
    const expiring = (await admin.createStaffLink({ username: bob.email, hours: 1 })).token;
    const prefill = (await admin.createPrefillLink({ answers: { first_name: 'Pre' }, days: 1 })).token;
    const revokedPrefill = (await admin.createPrefillLink({ answers: { first_name: 'Pre' }, days: 1 })).token;
    await admin.revokePrefillLink({ token: revokedPrefill });
    const anonymous = new ApiClient(server.baseUrl);
    expect((await anonymous.get(`/public/tmp?token=${prefill}`)).status).toBe(200);
    clock.advance(hours(1) + 1000);
    for (const token of [revoked, expiring, 'A'.repeat(22), alice.staffToken.slice(0, -1)]) {
      for (const path of ['/service/tmp-pdf', '/service/document-answer/photo_id']) {
        expect((await anonymous.get(`${path}?service_token=${token}`)).status, path).toBe(403);
      }
    }
    expect((await anonymous.get(`/public/tmp?token=${revokedPrefill}`)).status).toBe(404);
    clock.advance(hours(24));
    expect((await anonymous.get(`/public/tmp?token=${prefill}`)).status).toBe(404);
  });
});
