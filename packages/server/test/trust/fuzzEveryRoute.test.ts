import { errorCatalogue } from '@admissions/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, loggedInClient } from '../helpers/accounts.ts';
import type { ApiClient } from '../helpers/apiClient.ts';
import { skipDatabaseLeg, testDatabaseKind } from '../helpers/testDatabase.ts';
import { type DocumentTestServer, startDocumentServer } from '../documents/support/documentTestServer.ts';
import { accountSnapshot } from './support/accountSnapshot.ts';
import {
  type HostileHeaders,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  hostileUrlPart,
  percentEncode,
} from './support/hostileInput.ts';
import { populatedApplicant, type PopulatedApplicant } from './support/populatedApplicant.ts';
import { fillPath, listRoutes, type RouteEntry } from './support/routeTable.ts';

/** Generated requests per leg: about 20-25 s on this 2-core machine (TRUST_FUZZ_RUNS for a longer hunt). */
const numRuns = Number(process.env.TRUST_FUZZ_RUNS ?? 3000);

type Identity = 'applicant' | 'anonymous' | 'forged';

interface HostileRequest {
  route: RouteEntry;
  params: string[];
  query: string;
  headers: HostileHeaders;
  body: string | undefined;
  identity: Identity;
}

const shorten = (text: string | undefined, max = 160) =>
  text === undefined ? 'undefined' : text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;

/**
 * Every route of the server's route table receives thousands of generated
 * requests (bodies, query strings, path parameters, headers, identities).
 * Whatever arrives: never a 5xx, always JSON `{message}` with a specific text
 * on a 4xx, a refused request writes nothing, and another applicant's data is
 * untouched.
 */
describe.skipIf(skipDatabaseLeg)(`every route under generated hostile input (${testDatabaseKind})`, () => {
  let server: DocumentTestServer;
  let victim: PopulatedApplicant;
  let fuzzer: { client: ApiClient; email: string };
  let routes: RouteEntry[];

  beforeAll(async () => {
    // Rate limits would turn most account calls into 429s; they have their own tests.
    server = await startDocumentServer('local', { env: { RATE_LIMIT_FACTOR: '1000' } });
    victim = await populatedApplicant(server, 'victim');
    fuzzer = await loggedInClient(server);
    routes = listRoutes(server.app);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('reads every route from the route table', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'POST /public/signup',
      'PUT /api/answer',
      'GET /api/profile',
      'DELETE /api/document-answer/:key',
      'POST /api/pdf/document-answer/:key',
      'GET /api/document-answer/:key/pdf',
      'GET /service/tmp-pdf',
      'POST /uploads',
      'GET /lookup/find',
    ]) {
      expect(names).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  const request: fc.Arbitrary<HostileRequest> = fc
    .record({
      routeIndex: fc.nat(),
      params: fc.array(fc.oneof(fc.constantFrom('photo_id', 'essay_upload', 'first_name'), hostileUrlPart), {
        minLength: 2,
        maxLength: 2,
      }),
      query: hostileQuery,
      headers: hostileHeaders,
      body: hostileBody,
      identity: fc.constantFrom<Identity>('applicant', 'applicant', 'applicant', 'anonymous', 'forged'),
    })
    .map(({ routeIndex, ...rest }) => {
      const value: HostileRequest = { ...rest, route: routes[routeIndex % routes.length]! };
      return Object.assign(value, {
        [fc.toStringMethod]: () =>
          `${value.route.method} ${value.route.url} params=${shorten(JSON.stringify(value.params))} ` +
          `query=${shorten(value.query)} headers=${shorten(JSON.stringify(value.headers))} ` +
          `body=${shorten(value.body)} as ${value.identity}`,
      });
    });

  const send = async (input: HostileRequest) => {
    const { route, headers } = input;
    const params = [...input.params];
    const path = fillPath(route.url, () => params.shift() ?? '');
    const sent: Record<string, string> = { ...headers.extra };
    if (headers.contentType !== undefined) sent['content-type'] = headers.contentType;
    if (headers.origin === 'own') sent.origin = server.baseUrl;
    else if (headers.origin !== 'none') sent.origin = headers.origin;
    const cookieName = server.config.cookieSecure ? '__Host-admissions-session' : 'admissions-session';
    if (input.identity === 'applicant') {
      sent.cookie = [...fuzzer.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    } else if (input.identity === 'forged') {
      sent.cookie = `${cookieName}=${percentEncode(input.params[0] ?? 'x')}; MiniIdp.session=1`;
    }
    const response = await fetch(`${server.baseUrl}${path}${input.query}`, {
      method: route.method,
      headers: sent,
      body: route.method === 'GET' ? undefined : input.body,
      redirect: 'manual',
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  const relogin = async () => {
    const login = await fuzzer.client.post('/public/login', { username: fuzzer.email, password: goodPassword });
    expect(login.status).toBe(200);
  };

  it('regressions it found: text the database cannot store, broken multipart forms, broken URLs', async () => {
    const { client } = fuzzer;
    const before = await requestDrivenState();
    const unstorable = {
      message:
        'The request contains a character that cannot be stored (a NUL character or half of a surrogate pair). Please remove it and try again.',
    };
    for (const [method, path, body] of [
      ['PUT', '/api/answer', '{"first_name":"a\\u0000b"}'],
      ['PUT', '/api/answer', '{"first_name":"\\ud800"}'],
      ['POST', '/api/validations', '{"last_name":["\\udfff"]}'],
      ['POST', '/api/validations', '{"\\ud83d":["x"]}'],
      ['POST', '/public/signup', '{"username":"nul@example.com","password":"Correct-Horse-42\\u0000"}'],
    ] as const) {
      expect(await client.request(method, path, { rawBody: body }), `${method} ${path} ${body}`).toMatchObject({
        status: 400,
        body: unstorable,
      });
    }
    const brokenForm = {
      message: 'This upload could not be read: it is not a complete multipart form. Please upload the file again.',
    };
    for (const [contentType, body] of [
      ['multipart/form-data', '{}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'],
    ]) {
      const response = await client.request('POST', '/uploads', {
        rawBody: body,
        headers: { 'content-type': contentType! },
      });
      expect(response, contentType).toMatchObject({ status: 400, body: brokenForm });
    }
    for (const [path, status, message] of [
      ['/api/%FF', 400, 'The address of this request is not valid: it has a broken %-escape.'],
      [`/api/pdf/document-answer/${'k'.repeat(120)}`, 414, 'The address of this request is too long.'],
    ] as const) {
      const response = await client.get(path);
      expect(response, path).toMatchObject({ status, body: { message } });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    expect(await requestDrivenState()).toEqual(before);
  });

  /** The fuzzer's stored data, without the application PDF that background builds (GET /api/pdf) move on. */
  const requestDrivenState = async () => ({ ...(await accountSnapshot(server.db, fuzzer.email)), applicationPdf: [] });

  it('never answers 5xx, always says what is wrong, and a refused request writes nothing', async () => {
    const victimBefore = await accountSnapshot(server.db, victim.email);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const before = input.identity === 'applicant' ? await requestDrivenState() : undefined;
        const response = await send(input);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, response.text.slice(0, 300)).toBeLessThan(500);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        if (response.status >= 400) {
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          const body = JSON.parse(response.text) as { message?: unknown };
          expect(typeof body.message).toBe('string');
          expect((body.message as string).trim()).not.toBe('');
          expect(body.message).not.toBe(errorCatalogue.generic);
          // A refused request changes nothing (422: a submit attempt records "validating" by design).
          if (before && response.status !== 422) {
            expect(await requestDrivenState()).toEqual(before);
          }
        }
        const loggedOut = input.route.url === '/api/logout' ? response.status === 200 : response.status === 401;
        if (input.identity === 'applicant' && loggedOut) await relogin();
      }),
      { numRuns, interruptAfterTimeLimit: 120_000 },
    );
    expect(await accountSnapshot(server.db, victim.email)).toEqual(victimBefore);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    console.log(
      `[trust] fuzzed ${numRuns} requests over ${routes.length} routes; statuses:`,
      Object.fromEntries(statuses),
    );
  }, 180_000);
});
