import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitApplication } from '../src/applications/submitApplication.ts';
import type { Clock } from '../src/clock.ts';
import { loggedInClient } from './helpers/accounts.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const complete = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: '2000-12-10',
  sat_score: '1500',
  legal_agree: true,
};
const alreadySubmitted = { message: 'Your application has already been submitted and can no longer be changed.' };

describe.skipIf(skipDatabaseLeg)(`submission on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const statuses = async (client: Awaited<ReturnType<typeof loggedInClient>>['client']) =>
    (await client.get<{ web_status: { web_status: string }[] }>('/api/profile')).body.web_status.map(
      (entry) => entry.web_status,
    );

  it('re-validates the stored answers: 422 with the errors, and the status stays validating', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', { first_name: 'Ada', birth_date: '2020-01-01' });
    const response = await client.post('/api/submit');
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: expect.any(String),
      errors: {
        last_name: ['Last Name'],
        birth_date: ['You must be 13 years or older to apply.'],
        sat_score: ['SAT score'],
        legal_agree: ['You must agree to the terms.'],
      },
    });
    expect(await statuses(client)).toEqual(['started', 'validating']);
  });

  it('refuses a code its option list does not have, with the question’s message', async () => {
    const { client } = await loggedInClient(server);
    // A country code that is none of the list's (an option renamed since, or a crafted save).
    await client.put('/api/answer', { ...complete, country: 'XYZ', country_desc: 'Nowhere' });
    const response = await client.post('/api/submit');
    expect(response).toMatchObject({ status: 422, body: { errors: { country: ['Country'] } } });
    await client.put('/api/answer', { ...complete, country: 'GBR', country_desc: 'United Kingdom' });
    expect((await client.post('/api/submit')).status).toBe(200);
  });

  it('validates the effective schema of the stored tabs and add-another counts, like the browser', async () => {
    const { client } = await loggedInClient(server);
    const { sat_score: _sat, ...withoutSat } = complete;
    await client.put('/api/answer', { ...withoutSat, act_score: '30' });
    // The default tab (SAT) shows: its missing score counts, the ACT score does not help.
    expect((await client.post('/api/submit')).body.errors).toEqual({ sat_score: ['SAT score'] });
    await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'act' });
    await client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 });
    // Now the ACT tab shows and a second high school is expected.
    expect((await client.post('/api/submit')).body.errors).toEqual({ hs_2_name: ['High School 2 name'] });
    await client.put('/api/add-another', { button_id: 'high_schools', num_components: 1 });
    expect(await client.post('/api/submit')).toMatchObject({
      status: 200,
      body: { message: 'Your application was successfully submitted.' },
    });
  });

  it('records submitted exactly once, and a second submit is harmless', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', complete);
    const first = await client.post('/api/submit');
    expect(first).toMatchObject({ status: 200, body: { message: 'Your application was successfully submitted.' } });
    const again = await client.post('/api/submit');
    expect(again).toMatchObject({ status: 200, body: { message: 'Your application was successfully submitted.' } });
    expect(await statuses(client)).toEqual(['started', 'validating', 'submitted']);
  });

  it('gives one submission for parallel submits (double click, two tabs)', async () => {
    const { client, email } = await loggedInClient(server);
    await client.put('/api/answer', complete);
    const responses = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/submit')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await server.db.query(
      `SELECT 1 FROM web_status_events w JOIN users u ON u.id = w.user_id
       WHERE u.username = $1 AND w.web_status = 'submitted'`,
      [email],
    );
    expect(rows.rowCount).toBe(1);
  });

  it('makes the application read-only after submission', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', complete);
    await client.post('/api/submit');
    expect(await client.put('/api/answer', { ...complete, first_name: 'Changed' })).toMatchObject({
      status: 409,
      body: alreadySubmitted,
    });
    expect(await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'act' })).toMatchObject({
      status: 409,
      body: alreadySubmitted,
    });
    expect(await client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 })).toMatchObject({
      status: 409,
      body: alreadySubmitted,
    });
    expect((await client.get('/api/profile')).body.answer).toEqual(complete);
    // Status posts after submission change nothing.
    expect((await client.post('/api/web-status', { web_status: 'validating' })).status).toBe(200);
    expect(await statuses(client)).toEqual(['started', 'validating', 'submitted']);
  });

  it('treats web_status "submitted" as a submission: validated, never just claimed', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', { first_name: 'Ada' });
    const refused = await client.post('/api/web-status', { web_status: 'submitted' });
    expect(refused.status).toBe(422);
    expect(await statuses(client)).toEqual(['started', 'validating']);
    await client.put('/api/answer', complete);
    expect(await client.post('/api/web-status', { web_status: 'submitted' })).toMatchObject({
      status: 200,
      body: { message: 'Your application was successfully submitted.' },
    });
    expect(await statuses(client)).toEqual(['started', 'validating', 'submitted']);
  });

  it('validates each submission against its own "today", also while another is under way', async () => {
    // Born 16 June 2012: 13 years old on 16 June 2025, not on the 15th.
    const applicants = [await loggedInClient(server), await loggedInClient(server)];
    for (const { client } of applicants) await client.put('/api/answer', { ...complete, birth_date: '2012-06-16' });
    const ids = await Promise.all(
      applicants.map(async ({ email }) => {
        const result = await server.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [email]);
        return result.rows[0]!.id;
      }),
    );
    const clockAt = (date: Date): Clock => ({ now: () => date });
    const [dayBefore, birthday] = await Promise.all([
      submitApplication(server.db, clockAt(new Date(2025, 5, 15, 12, 0)), server.tenant, ids[0]!),
      submitApplication(server.db, clockAt(new Date(2025, 5, 16, 12, 0)), server.tenant, ids[1]!),
    ]);
    expect(dayBefore).toEqual({ kind: 'invalid', errors: { birth_date: ['You must be 13 years or older to apply.'] } });
    expect(birthday).toEqual({ kind: 'submitted' });
    expect(await statuses(applicants[0]!.client)).toEqual(['started', 'validating']);
    expect(await statuses(applicants[1]!.client)).toEqual(['started', 'validating', 'submitted']);
  });
});
