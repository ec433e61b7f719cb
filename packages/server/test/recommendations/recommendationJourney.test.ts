import type { RecommendationListResponse, RecommenderFormResponse, ServiceViewResponse } from '@admissions/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminOperations } from '../../src/admin/adminOperations.ts';
import { recommendationSignals } from '../../src/recommendations/recommendationSignals.ts';
import { loggedInClient, uniqueEmail } from '../helpers/accounts.ts';
import { ApiClient } from '../helpers/apiClient.ts';
import { mailsTo } from '../helpers/outbox.ts';
import { startTestServer, type TestServer } from '../helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { fixture } from '../documents/support/documentTestServer.ts';
import { download } from '../documents/support/uploadDocument.ts';
import { recommendationEnv, requestCounselor, uploadLetter } from './recommendationSupport.ts';

// The NSU tenant's counselor recommendation (tenants/nsu-international/recommendations.json and recommender/).
describe.skipIf(skipDatabaseLeg)(`recommendation journey (${testDatabaseKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: recommendationEnv });
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'the applicant requests, the recommender submits with a letter, the applicant sees "submitted" and nothing of it, staff see it all',
    { timeout: 120_000 },
    async () => {
      const { client, email: applicantEmail } = await loggedInClient(server);
      const counselor = uniqueEmail('counselor');
      await client.put('/api/answer', {
        first_name: 'Ada',
        last_name: 'Obi',
        counselor_first_name: 'Tunde',
        counselor_last_name: 'Adeyemi',
        counselor_email: counselor,
        // The applicant waives the right to read the recommendation.
        counselor_waiver_request: 'Y',
      });

      const offered = await client.get<RecommendationListResponse>('/api/recommendations');
      expect(offered.body).toEqual({
        kinds: [
          {
            kind: 'counselor',
            label: 'Counselor recommendation',
            can_request: true,
            waived: true,
            suggested_name: 'Tunde Adeyemi',
            suggested_email: counselor,
          },
        ],
        requests: [],
      });

      const { request, token } = await requestCounselor(server, client, counselor);
      expect(request).toMatchObject({ kind: 'counselor', recommender_email: counselor, status: 'sent' });
      const requestMail = mailsTo(server.dataDir, counselor).at(-1);
      expect(requestMail?.subject).toBe('Ada Obi asks you for a recommendation to Norview State University');
      // Only the token's hash is stored.
      expect(
        (await server.db.query('SELECT 1 FROM recommendation_requests WHERE token_hash = $1', [token])).rowCount,
      ).toBe(0);
      // One request of the kind at a time.
      expect((await client.get<RecommendationListResponse>('/api/recommendations')).body.kinds[0]?.can_request).toBe(
        false,
      );

      // The recommender opens the link: no account, the form of the tenant.
      const recommender = new ApiClient(server.baseUrl);
      const opened = await recommender.get<RecommenderFormResponse>(`/public/recommendation?token=${token}`);
      expect(opened.status, opened.text).toBe(200);
      expect(opened.body).toMatchObject({
        kind_label: 'Counselor recommendation',
        applicant_name: 'Ada Obi',
        recommender_name: 'Tunde Adeyemi',
      });
      const pages = (opened.body.definition as { pages: { id: string }[] }).pages;
      expect(pages.map((page) => page.id)).toEqual(['counselor']);
      expect((await client.get<RecommendationListResponse>('/api/recommendations')).body.requests[0]?.status).toBe(
        'opened',
      );

      // The form's rules hold: the letter and the title are required.
      const answers = { recommender_title: 'Head counselor', known_years: 'GT3', comments: 'A remarkable student.' };
      const early = await recommender.post<{ errors: Record<string, string[]> }>(
        `/public/recommendation/submit?token=${token}`,
        { answers: { comments: 'x' } },
      );
      expect(early.status).toBe(422);
      expect(early.body.errors).toMatchObject({ letter: ['Please upload your letter of recommendation.'] });
      expect(Object.keys(early.body.errors)).toEqual(expect.arrayContaining(['recommender_title', 'known_years']));

      expect(await uploadLetter(server, token, fixture('sample.pdf'), 'letter.pdf')).toMatchObject({
        status: 'COMPLETED',
      });
      const submitted = await recommender.post(`/public/recommendation/submit?token=${token}`, { answers });
      expect(submitted.status, submitted.text).toBe(200);
      expect(submitted.body).toEqual({ message: 'Thank you! Your recommendation has been submitted.' });

      // A used link is refused with a page that says so.
      expect(await recommender.get(`/public/recommendation?token=${token}`)).toMatchObject({
        status: 403,
        body: { message: 'This recommendation has already been submitted. Thank you!' },
      });

      // The applicant sees "submitted", gets a mail, and cannot read the content anywhere.
      const list = await client.get<RecommendationListResponse>('/api/recommendations');
      expect(list.body.requests[0]?.status).toBe('submitted');
      expect(list.text).not.toContain('Head counselor');
      expect(list.text).not.toContain('letter.pdf');
      await server.settle();
      expect(mailsTo(server.dataDir, applicantEmail).at(-1)?.subject).toBe(
        'Your counselor recommendation has been received',
      );
      expect(mailsTo(server.dataDir, counselor).at(-1)?.subject).toContain('Thank you');
      const documents = await client.get('/api/document-answer');
      expect(documents.body).toEqual({});
      const profile = await client.get('/api/profile');
      expect(profile.text).not.toContain('recommendation-');
      const letterKey = `recommendation-${request.id}-letter`;
      expect((await client.get(`/api/pdf/document-answer/${letterKey}`)).status).toBe(400);
      expect((await download(client, `/api/document-answer/${letterKey}/pdf`)).status).not.toBe(200);
      // Submitted requests can no longer be changed or cancelled.
      expect((await client.request('DELETE', `/api/recommendations/${request.id}`)).status).toBe(409);
      expect(
        (
          await client.put(`/api/recommendations/${request.id}`, {
            recommender_name: 'X',
            recommender_email: uniqueEmail(),
          })
        ).status,
      ).toBe(409);

      // The checklist's signal.
      const user = await server.db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE username = $1', [
        applicantEmail,
      ]);
      const signals = recommendationSignals(server.db);
      expect(await signals.recommendationReceived(user.rows[0]!.id, 'counselor')).toBe(true);
      expect(await signals.recommendationReceived(user.rows[0]!.id, 'teacher')).toBe(false);

      // Staff see the recommendation, its answers and its letter.
      const admin = createAdminOperations({
        db: server.db,
        clock: server.app.clock,
        publicOrigin: server.config.publicOrigin,
        tenant: server.tenant,
      });
      const staff = await admin.createStaffLink({ username: applicantEmail, hours: 1 });
      const view = await new ApiClient(server.baseUrl).get<ServiceViewResponse>(
        `/service/tmp-pdf?service_token=${staff.token}`,
      );
      expect(view.status, view.text).toBe(200);
      // The checklist's item for it, which the recommendation sets.
      expect(view.body.checklist?.items).toContainEqual(
        expect.objectContaining({ id: 'counselor_recommendation', state: 'received' }),
      );
      expect(view.body.recommendations).toEqual([
        expect.objectContaining({
          kind_label: 'Counselor recommendation',
          recommender_name: 'Tunde Adeyemi',
          status: 'submitted',
          letter_file_name: 'letter.pdf',
          answers: expect.arrayContaining([
            { label: 'Your title at the school', text: 'Head counselor' },
            { label: 'How long have you known the applicant?', text: 'More than three years' },
          ]),
        }),
      ]);
      const letter = await fetch(
        `${server.baseUrl}/service/recommendation-letter/${request.id}?service_token=${staff.token}`,
      );
      expect(letter.status).toBe(200);
      expect(letter.headers.get('content-type')).toBe('application/pdf');
    },
  );
});
