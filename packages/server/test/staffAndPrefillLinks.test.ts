import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOperations, createAdminOperations } from '../src/admin/adminOperations.ts';
import { loggedInClient } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { createTestClock, days, hours } from './helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const staffLinkRefused = { message: 'This staff link is invalid, has expired or has been revoked.' };

describe.skipIf(skipDatabaseLeg)(`staff and prefill links on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let admin: AdminOperations;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
    admin = createAdminOperations({
      db: server.db,
      clock,
      publicOrigin: server.config.publicOrigin,
      tenant: server.tenant,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const anonymous = (): ApiClient => new ApiClient(server.baseUrl);
  const tokenOf = (link: string): string => new URL(link).searchParams.get('service_token') ?? '';

  it('shows one application read-only to a staff link, and logs each use', async () => {
    const { client, email } = await loggedInClient(server);
    await client.put('/api/answer', { first_name: 'Ada', legal_agree: true });
    await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'act' });
    await client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 });
    const created = await admin.createStaffLink({ username: email, hours: 72 });
    expect(created.link).toBe(`${server.config.publicOrigin}/?service_token=${created.token}`);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const view = await anonymous().get(`/service/tmp-pdf?service_token=${created.token}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      answer: { first_name: 'Ada', legal_agree: true },
      add_another: { high_schools: 2 },
      document_answer: {},
      tabs: { test_choice: 'act' },
    });
    expect(view.headers.get('referrer-policy')).toBe('no-referrer');
    await anonymous().get(`/service/tmp-pdf?service_token=${created.token}`);
    const uses = await server.db.query<{ client_address: string }>(
      `SELECT u.client_address FROM service_token_uses u JOIN service_tokens t ON t.id = u.token_id
       JOIN users a ON a.id = t.user_id WHERE a.username = $1`,
      [email],
    );
    expect(uses.rows).toHaveLength(2);
    expect(uses.rows[0]?.client_address).toBe('127.0.0.1');
    // Only the hash is stored.
    const stored = await server.db.query('SELECT 1 FROM service_tokens WHERE token_hash = $1', [created.token]);
    expect(stored.rowCount).toBe(0);
  });

  it('grants nothing on /api: a staff token is refused there, with or without a session', async () => {
    const { client, email } = await loggedInClient(server);
    const { token } = await admin.createStaffLink({ username: email, hours: 1 });
    for (const caller of [anonymous(), client]) {
      expect(await caller.get(`/api/profile?service_token=${token}`)).toMatchObject({
        status: 403,
        body: { message: 'A staff link gives read-only access to one application and cannot be used here.' },
      });
      expect((await caller.put(`/api/answer?service_token=${token}`, { first_name: 'Mallory' })).status).toBe(403);
    }
    const asCookie = anonymous();
    asCookie.cookies.set('__Host-admissions-session', token);
    expect((await asCookie.get('/api/profile')).status).toBe(401);
    expect((await client.get('/api/profile')).body.answer).toEqual({});
  });

  it('refuses an expired, a revoked and a made-up staff token', async () => {
    const { email } = await loggedInClient(server);
    const shortLived = await admin.createStaffLink({ username: email, hours: 2 });
    const revoked = await admin.createStaffLink({ username: email, hours: 72 });
    expect(await admin.revokeStaffLink({ token: revoked.token })).toEqual({ revoked: true });
    expect(await admin.revokeStaffLink({ token: revoked.token })).toEqual({ revoked: false });
    expect((await anonymous().get(`/service/tmp-pdf?service_token=${tokenOf(shortLived.link)}`)).status).toBe(200);
    clock.advance(hours(2) + 1000);
    for (const token of [shortLived.token, revoked.token, 'made-up-token']) {
      expect(await anonymous().get(`/service/tmp-pdf?service_token=${token}`)).toMatchObject({
        status: 403,
        body: staffLinkRefused,
      });
    }
    expect((await anonymous().get('/service/tmp-pdf')).status).toBe(400);
  });

  it('refuses a staff link for an address without an account', async () => {
    await expect(admin.createStaffLink({ username: 'nobody@example.com', hours: 1 })).rejects.toThrow(
      'No applicant account for nobody@example.com.',
    );
  });

  it('serves prefill answers for 7 days, checked against the data model', async () => {
    const answers = { first_name: 'Ada', country: 'GBR', country_desc: 'United Kingdom', legal_agree: false };
    const created = await admin.createPrefillLink({ answers, days: 7 });
    expect(created.link).toBe(`${server.config.publicOrigin}/?token=${created.token}`);
    const response = await anonymous().get(`/public/tmp?token=${created.token}`);
    expect(response).toMatchObject({ status: 200, body: { answer: answers } });
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    clock.advance(days(7) + 1000);
    expect(await anonymous().get(`/public/tmp?token=${created.token}`)).toMatchObject({
      status: 404,
      body: { message: 'This link is invalid or has expired.' },
    });
  });

  it('refuses prefill answers with unknown keys or wrong types, and revokes links', async () => {
    await expect(admin.createPrefillLink({ answers: { first_name: 'Ada', shoe_size: '42' }, days: 7 })).rejects.toThrow(
      "These keys are not in the tenant's data model: shoe_size.",
    );
    await expect(admin.createPrefillLink({ answers: { first_name: 3 }, days: 7 })).rejects.toThrow(
      'Answer values must be strings or booleans: first_name.',
    );
    await expect(admin.createPrefillLink({ answers: ['x'], days: 7 })).rejects.toThrow('one JSON object');
    const created = await admin.createPrefillLink({ answers: { first_name: 'Ada' }, days: 1 });
    expect(await admin.revokePrefillLink({ token: created.token })).toEqual({ revoked: true });
    expect((await anonymous().get(`/public/tmp?token=${created.token}`)).status).toBe(404);
    expect((await anonymous().get('/public/tmp?token=made-up')).status).toBe(404);
  });
});
