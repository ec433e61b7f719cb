import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient } from '../helpers/accounts.ts';
import { ApiClient, type ApiResponse } from '../helpers/apiClient.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';

const complete = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: '2000-12-10',
  sat_score: '1500',
  legal_agree: true,
};
const submitted = { message: 'Your application was successfully submitted.' };
const readOnly = { message: 'Your application has already been submitted and can no longer be changed.' };

/**
 * Exactly one submission, whatever arrives together: double clicks and
 * retries (one session), two tabs (the same cookie) and two devices (two
 * sessions), through POST /api/submit and POST /api/web-status submitted
 * alike, with saves racing them.
 */
describe.skipIf(skipDatabaseLeg)(`submission exactly once on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const submissionRecord = async (email: string) => {
    const rows = await server.db.query<{ web_status: string; created_at: Date; submitted_at: Date | null }>(
      `SELECT w.web_status, w.created_at, a.submitted_at FROM web_status_events w
       JOIN users u ON u.id = w.user_id JOIN applications a ON a.user_id = u.id
       WHERE u.username = $1 AND w.web_status = 'submitted'`,
      [email],
    );
    return rows.rows;
  };

  it('records one submission for submits and web-status posts from two tabs and two devices at once', async () => {
    const { client: tab, email } = await loggedInClient(server);
    expect((await tab.put('/api/answer', complete)).status).toBe(200);
    const otherTab = new ApiClient(server.baseUrl);
    for (const [name, value] of tab.cookies) otherTab.cookies.set(name, value);
    const device = new ApiClient(server.baseUrl);
    expect((await device.post('/public/login', { username: email, password: goodPassword })).status).toBe(200);

    const calls: Promise<ApiResponse>[] = [];
    for (const client of [tab, otherTab, device]) {
      calls.push(client.post('/api/submit'), client.post('/api/submit'));
      calls.push(client.post('/api/web-status', { web_status: 'submitted' }));
    }
    // A late save from a tab that did not see the submission yet races them.
    const save = device.put('/api/answer', { ...complete, first_name: 'Racing' });
    const responses = await Promise.all(calls);
    for (const response of responses) expect(response, response.text).toMatchObject({ status: 200, body: submitted });

    const records = await submissionRecord(email);
    expect(records).toHaveLength(1);
    expect(records[0]!.created_at).toEqual(records[0]!.submitted_at);

    // The save landed before the submission (and is part of it) or was refused after it; nothing in between.
    const raced = await save;
    const stored = (await tab.get<{ answer: Record<string, unknown> }>('/api/profile')).body.answer;
    if (raced.status === 200) expect(stored.first_name).toBe('Racing');
    else {
      expect(raced).toMatchObject({ status: 409, body: readOnly });
      expect(stored).toEqual(complete);
    }

    // Retries after a lost answer: the same 200, and the record does not move.
    for (const retry of [tab.post('/api/submit'), device.post('/api/web-status', { web_status: 'submitted' })]) {
      expect(await retry).toMatchObject({ status: 200, body: submitted });
    }
    expect(await submissionRecord(email)).toEqual(records);
  });

  it('submits nothing when the parallel attempts find the application incomplete', async () => {
    const { client, email } = await loggedInClient(server);
    expect((await client.put('/api/answer', { first_name: 'Ada' })).status).toBe(200);
    const responses = await Promise.all([
      client.post('/api/submit'),
      client.post('/api/web-status', { web_status: 'submitted' }),
      client.post('/api/submit'),
    ]);
    for (const response of responses) expect(response.status).toBe(422);
    expect(await submissionRecord(email)).toEqual([]);
    expect((await client.put('/api/answer', complete)).status).toBe(200);
  });
});
