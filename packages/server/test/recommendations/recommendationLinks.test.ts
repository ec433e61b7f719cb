import type { RecommendationListResponse, RecommendationRequestView } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { createTestClock, days } from '../helpers/testClock.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { latestLink, linkIn, recommendationEnv, requestCounselor } from './recommendationSupport.ts';

const refused = {
  unknown: 'This recommendation link is not valid. Please use the link from the most recent email you received.',
  expired: 'This recommendation link has expired. Please ask the applicant to send you a new one.',
  revoked: 'This recommendation link is no longer valid: the request was cancelled or a newer link was sent.',
};

describe.skipIf(skipDatabaseLeg)(`recommender links and requests (${testDatabaseKind})`, () => {
  let server: TestServer;
  const clock = createTestClock();

  beforeAll(async () => {
    server = await startTestServer({ clock, env: recommendationEnv });
  });
  afterAll(async () => {
    await server?.close();
  });

  const anonymous = () => new ApiClient(server.baseUrl);
  const open = (token: string) => anonymous().get(`/public/recommendation?token=${encodeURIComponent(token)}`);

  it('refuses a made-up, an expired, a cancelled and a replaced link with a page that says which, and records each use', async () => {
    expect(await open('made-up-token-made-up-00')).toMatchObject({ status: 403, body: { message: refused.unknown } });

    const { client } = await loggedInClient(server);
    const first = await requestCounselor(server, client, uniqueEmail('counselor'));
    expect((await open(first.token)).status).toBe(200);
    // Resending replaces the link: the earlier one no longer opens anything.
    const resent = await client.post<RecommendationRequestView>(`/api/recommendations/${first.request.id}/resend`);
    expect(resent.status, resent.text).toBe(200);
    const second = await latestLink(server, first.request.recommender_email);
    expect(second).not.toBe(first.token);
    expect(await open(first.token)).toMatchObject({ status: 403, body: { message: refused.unknown } });
    expect((await open(second)).status).toBe(200);

    // Cancelled: revoked.
    expect((await client.request('DELETE', `/api/recommendations/${first.request.id}`)).status).toBe(200);
    expect(await open(second)).toMatchObject({ status: 403, body: { message: refused.revoked } });
    const list = await client.get<RecommendationListResponse>('/api/recommendations');
    expect(list.body.requests[0]?.status).toBe('cancelled');
    // A cancelled request no longer counts: a new one may be made.
    expect(list.body.kinds[0]?.can_request).toBe(true);

    // Expired: the kind's link is valid for 30 days.
    const { client: other } = await loggedInClient(server);
    const late = await requestCounselor(server, other, uniqueEmail('counselor'));
    clock.advance(days(31));
    try {
      expect(await open(late.token)).toMatchObject({ status: 403, body: { message: refused.expired } });
    } finally {
      clock.advance(-days(31));
    }
    const uses = await server.db.query<{ action: string; outcome: string }>(
      'SELECT action, outcome FROM recommendation_link_uses WHERE request_id = $1 ORDER BY id',
      [first.request.id],
    );
    expect(uses.rows).toEqual([
      { action: 'open', outcome: 'allowed' },
      { action: 'open', outcome: 'allowed' },
      { action: 'open', outcome: 'refused' },
    ]);
  });

  it('opens one recommendation only: not another request, not the application, not another document', async () => {
    const { client: ada } = await loggedInClient(server);
    const { client: bea } = await loggedInClient(server);
    const mine = await requestCounselor(server, ada, uniqueEmail('counselor'));
    const theirs = await requestCounselor(server, bea, uniqueEmail('counselor'));
    const recommender = anonymous();
    const query = `?token=${encodeURIComponent(mine.token)}`;
    // Only the form's letter question takes a document; another request's letter key is not one.
    for (const answerKey of [`recommendation-${theirs.request.id}-letter`, 'transcript_upload', '../letter']) {
      const upload = await recommender.post(`/public/recommendation/presigned-url${query}`, { answer_key: answerKey });
      expect(upload.status, answerKey).toBe(400);
    }
    // The token is no session: the applicant's API refuses it however it is sent.
    expect((await recommender.get(`/api/profile${query}`)).status).toBe(401);
    expect(
      (await recommender.get('/api/recommendations', { headers: { authorization: `Bearer ${mine.token}` } })).status,
    ).toBe(401);
    // Another applicant cannot see, change or cancel the request.
    expect((await bea.get<RecommendationListResponse>('/api/recommendations')).body.requests.map((r) => r.id)).toEqual([
      theirs.request.id,
    ]);
    expect((await bea.request('DELETE', `/api/recommendations/${mine.request.id}`)).status).toBe(404);
    expect((await bea.post(`/api/recommendations/${mine.request.id}/resend`)).status).toBe(404);
    expect((await open(mine.token)).status).toBe(200);
  });

  it('changing the address sends a new link to the new address; the old address link stops working', async () => {
    const { client } = await loggedInClient(server);
    const before = uniqueEmail('counselor');
    const after = uniqueEmail('counselor');
    const { request, token } = await requestCounselor(server, client, before);
    const changed = await client.put<RecommendationRequestView>(`/api/recommendations/${request.id}`, {
      recommender_name: 'Grace Hopper',
      recommender_email: after,
    });
    expect(changed.body).toMatchObject({ recommender_email: after, recommender_name: 'Grace Hopper', status: 'sent' });
    expect((await open(token)).status).toBe(403);
    expect((await open(await latestLink(server, after))).status).toBe(200);
    // The applicant's own address, a bad address and an empty name are refused.
    for (const [body, message] of [
      [
        { recommender_name: 'X', recommender_email: 'not-an-address' },
        "Please enter the recommender's valid email address.",
      ],
      [{ recommender_name: '  ', recommender_email: uniqueEmail() }, /recommender's name/],
    ] as const) {
      const response = await client.put(`/api/recommendations/${request.id}`, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
  });

  it('limits the mails an applicant can make the product send (429 with Retry-After)', async () => {
    const { client } = await loggedInClient(server);
    const { request } = await requestCounselor(server, client, uniqueEmail('counselor'));
    // The request was the first of ten a day.
    for (let resend = 2; resend <= 10; resend += 1) {
      expect((await client.post(`/api/recommendations/${request.id}/resend`)).status).toBe(200);
    }
    const limited = await client.post(`/api/recommendations/${request.id}/resend`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const changed = await client.put(`/api/recommendations/${request.id}`, {
      recommender_name: 'X',
      recommender_email: uniqueEmail(),
    });
    expect(changed.status).toBe(429);
  });

  it(
    'reminds the recommender after the tenant-set days with a new link, through the jobs queue',
    { timeout: 60_000 },
    async () => {
      const { client } = await loggedInClient(server);
      const counselor = uniqueEmail('counselor');
      const { token } = await requestCounselor(server, client, counselor);
      expect(mailsTo(server.dataDir, counselor)).toHaveLength(1);
      clock.advance(days(7) + 1000);
      server.app.documents.worker.notify('recommendation-reminder');
      const deadline = Date.now() + 30_000;
      while (mailsTo(server.dataDir, counselor).length < 2) {
        if (Date.now() > deadline) throw new Error('no reminder was sent');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const reminder = mailsTo(server.dataDir, counselor).at(-1);
      expect(reminder?.subject).toMatch(/^Reminder: /);
      const fresh = linkIn(reminder).searchParams.get('token') ?? '';
      expect(fresh).not.toBe(token);
      expect((await open(fresh)).status).toBe(200);
      expect((await open(token)).status).toBe(403);
    },
  );
});
