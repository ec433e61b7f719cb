import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

describe.skipIf(skipDatabaseLeg)(`applicant data on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('saves the whole answers object with a new revision and an ETag, and returns it in the profile', async () => {
    const { client } = await loggedInClient(server);
    const answers = { first_name: 'Ada', country: 'GBR', country_desc: 'United Kingdom', legal_agree: true };
    const saved = await client.put('/api/answer', answers);
    expect(saved).toMatchObject({ status: 200, body: { message: 'Your answers have been saved.', revision: 1 } });
    expect(saved.headers.get('etag')).toBe('"1"');
    expect(saved.headers.get('cache-control')).toBe('no-store');
    const profile = await client.get('/api/profile');
    expect(profile.body).toMatchObject({ answer: answers, revision: 1 });
    expect(profile.headers.get('etag')).toBe('"1"');

    // The whole object is replaced, not merged.
    await client.put('/api/answer', { last_name: 'Lovelace' });
    expect((await client.get('/api/profile')).body.answer).toEqual({ last_name: 'Lovelace' });
  });

  it('detects a change from another window with If-Match and writes nothing on a conflict', async () => {
    const { client } = await loggedInClient(server);
    const first = await client.put('/api/answer', { first_name: 'Ada' }, { headers: { 'if-match': '"0"' } });
    expect(first.body.revision).toBe(1);
    // Tab B saves on top of revision 1.
    const tabB = await client.put('/api/answer', { first_name: 'Grace' }, { headers: { 'if-match': '"1"' } });
    expect(tabB.body.revision).toBe(2);
    // Tab A still thinks revision 1 is current.
    const stale = await client.put('/api/answer', { first_name: 'Stale' }, { headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: expect.stringMatching(/^Your application was changed in another window or device\./),
      revision: 2,
      answer: { first_name: 'Grace' },
    });
    expect((await client.get('/api/profile')).body).toMatchObject({ answer: { first_name: 'Grace' }, revision: 2 });
    // With the current revision (weak form too) it goes through; without If-Match the last write wins.
    expect((await client.put('/api/answer', { first_name: 'A' }, { headers: { 'if-match': 'W/"2"' } })).status).toBe(
      200,
    );
    expect((await client.put('/api/answer', { first_name: 'B' })).body.revision).toBe(4);
    const malformed = await client.put('/api/answer', {}, { headers: { 'if-match': 'banana' } });
    expect(malformed).toMatchObject({ status: 400, body: { message: expect.stringContaining('If-Match') } });
  });

  it('stores only the answer keys of the data model: other keys in a save are left out, never refused', async () => {
    const { client } = await loggedInClient(server);
    const response = await client.put('/api/answer', { first_name: 'Ada', shoe_size: '42', hacker: 'x' });
    expect(response).toMatchObject({ status: 200, body: { message: 'Your answers have been saved.', revision: 1 } });
    expect((await client.get('/api/profile')).body.answer).toEqual({ first_name: 'Ada' });
  });

  it('refuses values that are not strings or booleans, naming the answer', async () => {
    const { client } = await loggedInClient(server);
    for (const value of [42, null, ['a'], { nested: true }]) {
      const response = await client.put('/api/answer', { first_name: value });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'The field "first_name" must be a string or a boolean.' },
      });
    }
    expect(await client.put('/api/answer', ['not', 'an', 'object'])).toMatchObject({
      status: 400,
      body: { message: 'The request body must be an object.' },
    });
  });

  it('refuses answers longer than the character limit (7000)', async () => {
    const { client } = await loggedInClient(server);
    expect((await client.put('/api/answer', { essay: 'é'.repeat(7000) })).status).toBe(200);
    const response = await client.put('/api/answer', { essay: 'x'.repeat(7001) });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'These answers are longer than 7000 characters: essay.' },
    });
  });

  it('stores the last page, only when it is one of the pages', async () => {
    const { client } = await loggedInClient(server);
    expect(await client.put('/api/last-page', { last_page: '/final-steps' })).toMatchObject({
      status: 200,
      body: { message: 'Your last page has been saved.' },
    });
    expect((await client.get('/api/profile')).body.last_page).toBe('/final-steps');
    const unknown = await client.put('/api/last-page', { last_page: '/elsewhere' });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: "last_page must be one of the application's pages: /about, /final-steps." },
    });
    expect(await client.put('/api/last-page', {})).toMatchObject({
      status: 400,
      body: { message: 'The field "last_page" is required.' },
    });
  });

  it('records each web status once with its time; a repeat changes nothing', async () => {
    const { client } = await loggedInClient(server);
    expect(await client.post('/api/web-status', { web_status: 'started' })).toMatchObject({ status: 200 });
    await client.post('/api/web-status', { web_status: 'started' });
    await client.post('/api/web-status', { web_status: 'validating' });
    const profile = await client.get<{ web_status: { web_status: string; created_at: string }[] }>('/api/profile');
    expect(profile.body.web_status.map((entry) => entry.web_status)).toEqual(['started', 'validating']);
    expect(profile.body.web_status.every((entry) => !Number.isNaN(Date.parse(entry.created_at)))).toBe(true);
    expect(await client.post('/api/web-status', { web_status: 'done' })).toMatchObject({
      status: 400,
      body: { message: 'The field "web_status" must be one of: started, validating, submitted.' },
    });
  });

  it('stores the validation error snapshot', async () => {
    const { client, email } = await loggedInClient(server);
    const errors = { first_name: ['First Name'], legal_agree: ['You must agree to the terms.'] };
    expect(await client.post('/api/validations', errors)).toMatchObject({ status: 200 });
    const stored = await server.db.query<{ errors: unknown }>(
      'SELECT v.errors FROM validation_snapshots v JOIN users u ON u.id = v.user_id WHERE u.username = $1',
      [email],
    );
    expect(stored.rows[0]?.errors).toEqual(errors);
    expect((await client.post('/api/validations', { first_name: 'not a list' })).status).toBe(400);
  });

  it('stores add-another counts within 1 and the group max', async () => {
    const { client } = await loggedInClient(server);
    expect(await client.get('/api/add-another')).toMatchObject({ status: 200, body: {} });
    expect((await client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 })).status).toBe(200);
    expect((await client.get('/api/add-another')).body).toEqual({ high_schools: 2 });
    // A removed block lowers the count again.
    expect((await client.put('/api/add-another', { button_id: 'high_schools', num_components: 1 })).status).toBe(200);
    expect((await client.get('/api/add-another')).body).toEqual({ high_schools: 1 });
    for (const count of [0, 4, 11]) {
      expect(await client.put('/api/add-another', { button_id: 'high_schools', num_components: count })).toMatchObject({
        status: 400,
        body: { message: 'num_components must be a whole number from 1 to 3.' },
      });
    }
    expect((await client.put('/api/add-another', { button_id: 'high_schools', num_components: 1.5 })).status).toBe(400);
    expect((await client.put('/api/add-another', { button_id: 'high_schools', num_components: '2' })).status).toBe(400);
    expect(await client.put('/api/add-another', { button_id: 'pets', num_components: 2 })).toMatchObject({
      status: 400,
      body: { message: 'button_id "pets" is not an add-another group of the application.' },
    });
  });

  it('stores the chosen tab of a tab group, only a real group and tab', async () => {
    const { client } = await loggedInClient(server);
    expect(await client.get('/api/tabs')).toMatchObject({ status: 200, body: {} });
    expect((await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'act' })).status).toBe(200);
    expect((await client.get('/api/tabs')).body).toEqual({ test_choice: 'act' });
    expect(await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'gre' })).toMatchObject({
      status: 400,
      body: { message: 'chosen_tab must be one of the tabs of "test_choice": sat, act.' },
    });
    expect((await client.put('/api/tabs', { tab_id: 'nope', chosen_tab: 'sat' })).status).toBe(400);
  });

  it('keeps each applicant to their own data', async () => {
    const { client: ada } = await loggedInClient(server);
    const { client: grace } = await loggedInClient(server);
    await ada.put('/api/answer', { first_name: 'Ada' });
    await grace.put('/api/answer', { first_name: 'Grace' });
    expect((await ada.get('/api/profile')).body.answer).toEqual({ first_name: 'Ada' });
    expect((await grace.get('/api/profile')).body.answer).toEqual({ first_name: 'Grace' });
  });
});
