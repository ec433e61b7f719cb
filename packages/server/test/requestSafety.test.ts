import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/accounts.ts';
import { ApiClient } from './helpers/apiClient.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

const csrfOrigin = { message: 'This request came from another site and was refused.' };
const csrfContentType = { message: 'This request must be sent with Content-Type: application/json.' };

describe.skipIf(skipDatabaseLeg)(`request safety on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let applicant: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    applicant = (await loggedInClient(server)).client;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('CSRF', () => {
    it('refuses a state-changing call from another origin', async () => {
      const response = await applicant.put(
        '/api/answer',
        { first_name: 'x' },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(response).toMatchObject({ status: 403, body: csrfOrigin });
      const opaque = await applicant.put('/api/answer', { first_name: 'x' }, { headers: { origin: 'null' } });
      expect(opaque.status).toBe(403);
      expect((await applicant.get('/api/profile')).body.revision).toBe(0);
    });

    it('refuses Sec-Fetch-Site: cross-site, and accepts same-origin and same-site', async () => {
      const cross = await applicant.post('/api/keep-alive', undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(cross).toMatchObject({ status: 403, body: csrfOrigin });
      for (const site of ['same-origin', 'same-site', 'none']) {
        expect(
          (await applicant.post('/api/keep-alive', undefined, { headers: { 'sec-fetch-site': site } })).status,
        ).toBe(204);
      }
    });

    it('accepts the configured public origin and calls without Origin (same-origin GETs, non-browser clients)', async () => {
      const response = await applicant.post('/api/keep-alive', undefined, {
        headers: { origin: server.config.publicOrigin },
      });
      expect(response.status).toBe(204);
      const noOrigin = await applicant.request('POST', '/api/keep-alive', {
        bare: true,
        headers: { 'content-type': 'application/json' },
      });
      expect(noOrigin.status).toBe(204);
    });

    it('refuses state-changing calls without Content-Type: application/json (HTML forms)', async () => {
      for (const contentType of [
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
      ]) {
        const response = await applicant.request('POST', '/public/login', {
          rawBody: 'username=a&password=b',
          headers: { 'content-type': contentType },
        });
        expect(response, contentType).toMatchObject({ status: 403, body: csrfContentType });
      }
      const none = await applicant.request('POST', '/api/submit', { bare: true, headers: { origin: server.baseUrl } });
      expect(none).toMatchObject({ status: 403, body: csrfContentType });
    });

    it('refuses a cross-site logout (a GET that changes state)', async () => {
      const response = await applicant.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(403);
      expect((await applicant.get('/api/profile')).status).toBe(200);
    });
  });

  describe('bad input', () => {
    it('answers malformed JSON with 400 and a clear message', async () => {
      const response = await applicant.request('PUT', '/api/answer', { rawBody: '{"first_name": ' });
      expect(response).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    });

    it('answers a body over 1 MB with 413 and a message', async () => {
      const response = await applicant.put('/api/answer', { essay: 'x'.repeat(1024 * 1024 + 10) });
      expect(response).toMatchObject({
        status: 413,
        body: { message: 'The request body is too large. The limit is 1 MB.' },
      });
    });

    it('answers unknown fields, missing fields and wrong types with 400 naming the field', async () => {
      const cases: [string, unknown, string][] = [
        ['/public/login', { username: 'a@b.co', password: 'x', admin: true }, 'The field "admin" is not allowed.'],
        ['/public/login', { username: 'a@b.co' }, 'The field "password" is required.'],
        ['/public/login', { username: 42, password: 'x' }, 'The field "username" must be a string.'],
        ['/public/signup', 'just a string', 'The request body must be an object.'],
        ['/public/confirm', undefined, 'The request body must be an object.'],
      ];
      for (const [path, body, message] of cases) {
        const response = await applicant.post(path, body);
        expect(response, `${path} ${JSON.stringify(body)}`).toMatchObject({ status: 400, body: { message } });
      }
      const prototype = await applicant.request('POST', '/public/login', {
        rawBody: '{"username":"a@b.co","password":"x","__proto__":{"admin":true}}',
      });
      expect(prototype.status).toBe(400);
    });

    it('never answers with a 500 or HTML, whatever the input', async () => {
      const paths = [
        '/public/signup',
        '/public/login',
        '/public/confirm',
        '/public/reset-password',
        '/api/answer',
        '/api/tabs',
        '/api/add-another',
        '/api/validations',
        '/api/web-status',
        '/api/last-page',
      ];
      const bodies = [
        null,
        0,
        true,
        [],
        {},
        { username: null },
        { username: '\u0000' },
        { tab_id: {}, chosen_tab: [] },
        { button_id: 'x'.repeat(5000), num_components: Number.MAX_VALUE },
        { web_status: ['started'] },
      ];
      for (const path of paths) {
        for (const body of bodies) {
          for (const method of ['POST', 'PUT']) {
            const response = await applicant.request(method, path, { rawBody: JSON.stringify(body) });
            expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
            expect(response.headers.get('content-type')).toMatch(/^application\/json/);
            expect(typeof response.body.message === 'string' || response.status < 300).toBe(true);
          }
        }
      }
    });
  });

  describe('headers', () => {
    it('sends a strict CSP and the security headers on every response', async () => {
      for (const path of ['/healthz', '/api/profile', '/public/tmp?token=x', '/nothing']) {
        const response = await applicant.get(path);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("style-src 'self';");
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).not.toContain('unsafe-inline');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response.headers.get('x-powered-by')).toBeNull();
      }
      // Swagger UI (the API reference) sets inline styles: the one place they are allowed.
      for (const path of ['/docs', '/docs/static/index.html']) {
        const csp = (await applicant.get(path)).headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp, path).toContain("script-src 'self';");
      }
      const lookalike = (await applicant.get('/docsomething')).headers.get('content-security-policy') ?? '';
      expect(lookalike).not.toContain('unsafe-inline');
    });

    it('marks every API response Cache-Control: no-store, errors included', async () => {
      for (const path of [
        '/api/profile',
        '/public/tmp?token=nope',
        '/service/tmp-pdf?service_token=nope',
        '/lookup/find?query=a&category=college_ceeb',
      ]) {
        expect((await applicant.get(path)).headers.get('cache-control'), path).toBe('no-store');
      }
      expect((await new ApiClient(server.baseUrl).get('/api/profile')).headers.get('cache-control')).toBe('no-store');
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await applicant.post('/api/nothing-here', {});
      expect(response).toMatchObject({ status: 404, body: { message: 'No route for POST /api/nothing-here.' } });
    });
  });

  describe('OpenAPI', () => {
    it('describes every route with a summary at /docs/json and serves Swagger UI at /docs', async () => {
      const response = await applicant.get<{ paths: Record<string, Record<string, { summary?: string }>> }>(
        '/docs/json',
      );
      expect(response.status).toBe(200);
      const paths = response.body.paths;
      for (const path of [
        '/public/signup',
        '/public/confirm',
        '/public/resend-confirm',
        '/public/login',
        '/public/forgot-password',
        '/public/reset-password',
        '/public/tmp',
        '/api/profile',
        '/api/answer',
        '/api/last-page',
        '/api/web-status',
        '/api/validations',
        '/api/submit',
        '/api/add-another',
        '/api/tabs',
        '/api/logout',
        '/api/keep-alive',
        '/service/tmp-pdf',
        '/lookup/find',
        '/healthz',
      ]) {
        expect(paths[path], path).toBeDefined();
        for (const operation of Object.values(paths[path]!)) expect(operation.summary, path).toBeTruthy();
      }
      const ui = await fetch(`${server.baseUrl}/docs/`);
      expect(ui.status).toBe(200);
      expect(await ui.text()).toContain('swagger-ui');
    });
  });
});
