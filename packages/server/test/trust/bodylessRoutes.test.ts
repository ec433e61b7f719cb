import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, startDocumentServer } from '../documents/support/documentTestServer.ts';
import { accountSnapshot } from './support/accountSnapshot.ts';
import { populatedApplicant, type PopulatedApplicant } from './support/populatedApplicant.ts';
import { fillPath, listRoutes, type RouteEntry } from './support/routeTable.ts';

interface RawResponse {
  status: number;
  body: { message?: string };
}

/** One request through node:http, which (unlike fetch) sends a body with any method, GET included. */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sent = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = httpRequest(new URL(path, baseUrl), { method, headers: sent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let parsed: RawResponse['body'] = {};
        try {
          parsed = text === '' ? {} : (JSON.parse(text) as RawResponse['body']);
        } catch {
          parsed = {};
        }
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * A route that takes no body refuses one with 400 (docs/api.md: unknown
 * fields are refused, never ignored), and changes nothing; without a body,
 * or with an empty one (what the app sends), it works as before. The routes
 * come from the server's own route table and the OpenAPI description, so a
 * route added later is covered.
 */
describe.skipIf(skipDatabaseLeg)(`bodies on routes that take none (${testDatabaseKind})`, () => {
  let server: DocumentTestServer;
  let applicant: PopulatedApplicant;
  let bodyless: RouteEntry[];

  beforeAll(async () => {
    server = await startDocumentServer('local');
    applicant = await populatedApplicant(server, 'bodyless');
    const openApi = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    bodyless = listRoutes(server.app).filter((route) => {
      const operation = openApi.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      return operation !== undefined && operation.requestBody === undefined;
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const headersOf = (client: ApiClient): Record<string, string> => ({
    'content-type': 'application/json',
    origin: server.baseUrl,
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  });
  const pathOf = (route: RouteEntry) =>
    fillPath(route.url, (param) => (param === 'key' ? 'photo_id' : 'x')) +
    (route.url.startsWith('/service/') ? `?service_token=${applicant.staffToken}` : '');

  it('finds the routes without a body in the route table', () => {
    const names = bodyless.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'POST /api/keep-alive',
      'POST /api/submit',
      'DELETE /api/document-answer/:key',
      'DELETE /api/pdf/document-answer/:key',
      'GET /api/logout',
      'GET /api/profile',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).not.toContain('PUT /api/answer');
  });

  it('refuses a body on every one of them with 400 and a message naming the route, and changes nothing', async () => {
    const before = await accountSnapshot(server.db, applicant.email);
    for (const route of bodyless) {
      for (const body of ['{"unexpected":true}', '{}', 'null', '"text"']) {
        const response = await rawRequest(
          server.baseUrl,
          route.method,
          pathOf(route),
          headersOf(applicant.client),
          body,
        );
        expect(response, `${route.method} ${route.url} ${body}`).toEqual({
          status: 400,
          body: { message: `${route.method} ${route.url} takes no request body. Send it without one.` },
        });
      }
    }
    // Still logged in (the logout with a body did not log out), nothing submitted or deleted.
    expect((await applicant.client.get('/api/profile')).status).toBe(200);
    expect(await accountSnapshot(server.db, applicant.email)).toEqual(before);
  });

  it('refuses a GET body sent in chunks too, and reads a body of white space as none', async () => {
    const headers = headersOf(applicant.client);
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        new URL('/api/profile', server.baseUrl),
        { method: 'GET', headers: { ...headers, 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('{"a"');
      req.end(':1}');
    });
    expect(chunked).toBe(400);
    expect((await rawRequest(server.baseUrl, 'GET', '/api/profile', headers, ' \r\n\t ')).status).toBe(200);
    expect((await rawRequest(server.baseUrl, 'POST', '/api/keep-alive', headers, '  \n')).status).toBe(204);
  });

  it('works as before with no body or an empty body', async () => {
    const headers = headersOf(applicant.client);
    for (const body of [undefined, '']) {
      expect((await rawRequest(server.baseUrl, 'POST', '/api/keep-alive', headers, body)).status, `${body}`).toBe(204);
      expect((await rawRequest(server.baseUrl, 'GET', '/api/profile', headers, body)).status, `${body}`).toBe(200);
      const submit = await rawRequest(server.baseUrl, 'POST', '/api/submit', headers, body);
      expect([200, 422], JSON.stringify(submit)).toContain(submit.status);
    }
    expect((await rawRequest(server.baseUrl, 'DELETE', '/api/pdf/document-answer/photo_id', headers, '')).status).toBe(
      200,
    );
    expect(
      (await rawRequest(server.baseUrl, 'DELETE', '/api/document-answer/photo_id', headers, undefined)).status,
    ).toBe(200);
    expect((await applicant.client.get('/api/document-answer')).body).not.toHaveProperty('photo_id');
    expect((await rawRequest(server.baseUrl, 'GET', '/api/logout', headers, '')).status).toBe(200);
    expect((await applicant.client.get('/api/profile')).status).toBe(401);
  });
});
