import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient, uniqueEmail } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { type OpenApiDocument, responseChecker } from './helpers/openApiDocument.ts';
import { recordedResponses } from './helpers/recordedResponses.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';
import { fixture, startDocumentServer } from './documents/support/documentTestServer.ts';
import { uploadDocument } from './documents/support/uploadDocument.ts';

/** Checks every response recorded since the last call against the server's own document; returns the problems. */
async function problemsOf(server: TestServer): Promise<{ checked: number; problems: string[] }> {
  const document = (await fetch(`${server.baseUrl}/docs/json`).then((response) => response.json())) as OpenApiDocument;
  const check = responseChecker(document);
  const responses = recordedResponses.splice(0).filter((response) => response.path !== '/docs/json');
  const problems = responses.map(check).filter((problem): problem is string => problem !== undefined);
  return { checked: responses.length, problems };
}

const statusesOf = (responses: { status: number }[]) => new Set(responses.map((response) => response.status));

describe.skipIf(skipDatabaseLeg)(`real responses match the OpenAPI document on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    recordedResponses.length = 0;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents every answer of an applicant journey, its refusals included', async () => {
    const visitor = new ApiClient(server.baseUrl);
    await visitor.get('/healthz');
    await visitor.get('/readyz');
    await visitor.get('/lookup/categories');
    await visitor.get('/lookup/find?query=a&category=college_ceeb');
    await visitor.get('/lookup/find?id=unknown&category=address');
    await visitor.get('/public/tmp?token=unknown');
    await visitor.get('/service/tmp-pdf?service_token=unknown');
    await visitor.get('/service/document-answer/essay?service_token=unknown');
    await visitor.get('/api/profile');
    await visitor.post('/api/keep-alive');
    await visitor.post('/api/keep-alive?service_token=abc');
    await visitor.post('/api/submit?service_token=abc');
    await visitor.post('/public/signup', { username: 'not an address', password: goodPassword });
    await visitor.post('/public/signup', { username: uniqueEmail(), password: goodPassword, extra: 1 });
    await visitor.post(
      '/public/login',
      { username: uniqueEmail(), password: 'x' },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    await visitor.post('/public/login', undefined, {
      rawBody: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }),
    });
    await visitor.post('/public/reset-password', {
      username: uniqueEmail(),
      password: goodPassword,
      confirm_password: goodPassword,
      id: 'unknown',
    });
    await visitor.post('/public/resend-confirm', { username: uniqueEmail() });
    const flooded = uniqueEmail();
    for (let attempt = 0; attempt < 6; attempt++) await visitor.post('/public/forgot-password', { username: flooded });
    await visitor.get('/api/logout');

    const { client } = await loggedInClient(server);
    await client.get('/api/profile');
    await client.put('/api/answer', { first_name: 'Ada' }, { headers: { 'if-match': '"0"' } });
    await client.put('/api/answer', { first_name: 'Stale' }, { headers: { 'if-match': '"0"' } });
    await client.put('/api/answer', { no_such_question: 'x' });
    await client.put('/api/last-page', { last_page: '/no-such-page' });
    await client.post('/api/web-status', { web_status: 'started' });
    await client.post('/api/validations', { first_name: ['First name is required.'] });
    await client.get('/api/add-another');
    await client.put('/api/add-another', { button_id: 'high_schools', num_components: 2 });
    await client.get('/api/tabs');
    await client.put('/api/tabs', { tab_id: 'test_choice', chosen_tab: 'act' });
    await client.post('/api/keep-alive');
    await client.get('/api/document-answer');
    await client.get('/api/pdf');
    await client.post('/api/submit');
    await client.get('/api/logout');
    await client.get('/api/profile');

    const { checked, problems } = await problemsOf(server);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  it('checks the refusals the journey was built to meet (so the check above saw them)', async () => {
    const { client } = await loggedInClient(server);
    await client.put('/api/answer', { first_name: 'Ada' }, { headers: { 'if-match': '"0"' } });
    await client.put('/api/answer', { first_name: 'Stale' }, { headers: { 'if-match': '"0"' } });
    const visitor = new ApiClient(server.baseUrl);
    for (let attempt = 0; attempt < 6; attempt++)
      await visitor.post('/public/forgot-password', { username: 'same@example.com' });
    await visitor.post('/api/keep-alive?service_token=abc');
    await visitor.post('/public/login', undefined, {
      rawBody: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'x' }),
    });
    const responses = [...recordedResponses];
    expect(statusesOf(responses)).toEqual(new Set([200, 403, 409, 413, 429]));
    const { problems } = await problemsOf(server);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(skipDatabaseLeg)(`document responses match the OpenAPI document on ${testDatabaseKind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startDocumentServer('local');
    recordedResponses.length = 0;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('documents the upload, conversion, listing, PDF and deletion answers', async () => {
    const { client } = await loggedInClient(server);
    await uploadDocument(client, 'essay_upload', fixture('sample.pdf'), 'essay.pdf');
    await client.get('/api/document-answer');
    await client.get('/api/document-answer/essay_upload/pdf');
    await client.get('/api/pdf/document-answer/essay_upload');
    await client.post('/api/presigned-url', { answer_key: 'not_an_upload' });
    await client.get('/api/pdf');
    await client.get('/api/pdf/file');
    await client.request('DELETE', '/api/pdf/document-answer/essay_upload');
    await client.request('DELETE', '/api/document-answer/essay_upload');
    const { checked, problems } = await problemsOf(server);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(8);
  });
});
