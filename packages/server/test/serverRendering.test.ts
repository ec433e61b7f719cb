import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/accounts.ts';
import type { ApiClient } from './helpers/apiClient.ts';
import { fakeBuild } from './helpers/fakeBuild.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

/** What the server gave the renderer, and a way to hold a render (shared with the module through globalThis). */
interface RendererProbe {
  requests: {
    url: string;
    cookies: string;
    data: Record<string, unknown>;
    tenant: { bundle?: { pages?: unknown[] } };
  }[];
  hold?: Promise<void>;
}
const probe = globalThis as unknown as { __rendererProbe: RendererProbe };

/**
 * The server build's renderer as the server loads it (the real one is the app's, tested in the browser leg): it
 * renders the username, declines /declined, fails on /fails, and waits while the test holds it.
 */
const renderer = `
export async function renderApplicantPage(request) {
  const probe = globalThis.__rendererProbe;
  probe.requests.push(request);
  await probe.hold;
  if (request.url === '/declined') return undefined;
  if (request.url === '/fails') throw new Error('the renderer broke');
  return {
    html: '<main data-rendered="' + request.url + '">' + request.data.profile.username + '</main>',
    dataScript: '<script type="application/json" id="applicant-page-data">' + JSON.stringify(request.data).replace(/</g, '\\\\u003c') + '</script>',
  };
}
`;

/** The root element of a page sent to be rendered by the server, marked until the browser's app takes it over. */
const renderedRoot = '<div id="root" data-server-rendered>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function decode(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

/** A GET as a browser's document request; `onFirstChunk` sees the first bytes that arrive, decoded. */
function getPage(
  url: string,
  headers: Record<string, string>,
  onFirstChunk?: (text: string) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (chunks.length === 0 && onFirstChunk) onFirstChunk(chunk.toString());
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: decode(Buffer.concat(chunks), response.headers['content-encoding']),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const cookieHeader = (client: ApiClient) => [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
const dataPreload = '<link rel="preload" href="/api/profile" as="fetch"';

describe.skipIf(skipDatabaseLeg)(`a signed-in applicant's page rendered by the server on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let build: ReturnType<typeof fakeBuild>;
  let applicant: { client: ApiClient; email: string };

  beforeAll(async () => {
    probe.__rendererProbe = { requests: [] };
    build = fakeBuild({ renderer });
    server = await startTestServer({ env: { STATIC_DIR: build.dir } });
    applicant = await loggedInClient(server);
  });
  afterAll(async () => {
    await server?.close();
    build?.remove();
  });
  beforeEach(() => {
    probe.__rendererProbe = { requests: [] };
  });

  const url = (path: string) => `${server.baseUrl}${path}`;
  const signedIn = (extra: Record<string, string> = {}) => ({ cookie: cookieHeader(applicant.client), ...extra });

  it('sends the rendered page with the data it was rendered from, compressed, never cached', async () => {
    expect(
      (await applicant.client.put('/api/answer', { first_name: 'Ada </script><script>alert(1)</script>' })).status,
    ).toBe(200);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await getPage(url('/about'), signedIn({ 'accept-encoding': encoding }));
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers.vary).toMatch(/Cookie/);
      expect(page.headers.vary).toMatch(/Accept-Encoding/);
      expect(page.body).toContain('<title>Mini College Application</title>');
      expect(page.body).toContain(`${renderedRoot}<main data-rendered="/about">${applicant.email}</main></div>`);
      // The applicant's chunks are preloaded; the data is in the page, so no request for it is preloaded.
      expect(page.body).not.toContain(dataPreload);
      // The scripts come after the form and its data (the page paints without them), the applicant's chunks with them.
      const [beforeRoot, afterRoot] = page.body.split(renderedRoot);
      expect(beforeRoot).not.toMatch(/<script|modulepreload/);
      // The applicant's stylesheet and the tenant's colours are in the page (it paints with no request for them),
      // their links kept but disabled, and the CSP allows exactly those styles.
      expect(beforeRoot).toContain(
        '<style>.signed-in{color:#123456}</style><link rel="stylesheet" href="/assets/signed-in-abc.css" disabled />',
      );
      const theme =
        /<style>([^<]*)<\/style><link rel="stylesheet" href="(\/tenant\/mini\/theme-[^"]+\.css)" disabled \/>/.exec(
          beforeRoot ?? '',
        );
      expect(theme?.[1]).toMatch(/^:root:root\{--theme-primary:#[0-9a-f]{6};/i);
      const themeCss = await fetch(url(theme?.[2] ?? '/missing'));
      expect(await themeCss.text()).toBe(theme?.[1]);
      const styles = [...(beforeRoot ?? '').matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '');
      expect(styles).toHaveLength(2);
      const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(styleSrc?.split(' ').sort()).toEqual(["'self'", ...styles.map(sha256)].sort());
      expect(afterRoot).toMatch(
        /^<main[^]*<\/main><\/div><script type="application\/json"[^]*<\/script>[^]*<script type="module" crossorigin src="\/assets\/index-abc.js"><\/script>/,
      );
      expect(afterRoot).toContain('<link rel="modulepreload" crossorigin href="/assets/ApplicantLayout-abc.js">');
      const script = /<script type="application\/json" id="applicant-page-data">(.*?)<\/script>/s.exec(page.body);
      expect(script?.[1]).not.toContain('<');
      const embedded = JSON.parse(script?.[1] ?? 'null') as { profile: { answer: Record<string, string> } };
      expect(embedded.profile.answer.first_name).toBe('Ada </script><script>alert(1)</script>');
    }
  });

  it("renders from the API's own answers to this session, with the tenant module the browser runs", async () => {
    await getPage(url('/final-steps'), signedIn());
    const [rendered] = probe.__rendererProbe.requests;
    expect(rendered?.url).toBe('/final-steps');
    expect(rendered?.cookies).toBe(cookieHeader(applicant.client));
    const reads = {
      profile: '/api/profile',
      tabs: '/api/tabs',
      addAnother: '/api/add-another',
      lookupCategories: '/lookup/categories',
    };
    for (const [name, path] of Object.entries(reads)) {
      expect(rendered?.data[name], name).toEqual((await applicant.client.get(path)).body);
    }
    expect(rendered?.tenant.bundle?.pages?.length).toBeGreaterThan(0);
  });

  it('sends the head before the render ends: the browser starts on the stylesheets and scripts meanwhile', async () => {
    let release!: () => void;
    probe.__rendererProbe.hold = new Promise((resolve) => {
      release = resolve;
    });
    let firstChunk = '';
    const page = getPage(url('/about'), signedIn({ 'accept-encoding': 'identity' }), (text) => {
      firstChunk = text;
      release();
    });
    expect((await page).body).toContain('data-rendered="/about"');
    // The render could only end after the first bytes had arrived: they hold the head and no rendered page.
    expect(firstChunk).toContain('<title>Mini College Application</title>');
    expect(firstChunk.endsWith(renderedRoot)).toBe(true);
  });

  it('goes on serving when the browser leaves while its page is being rendered', async () => {
    let release!: () => void;
    probe.__rendererProbe.hold = new Promise((resolve) => {
      release = resolve;
    });
    const left = new Promise<void>((resolve) => {
      const request = httpRequest(url('/about'), { headers: signedIn({ 'accept-encoding': 'br' }) }, (response) => {
        // The head has come: the render is under way. The browser goes away.
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', () => undefined);
      request.end();
    });
    await left;
    await expect.poll(() => probe.__rendererProbe.requests.length).toBe(1);
    release();
    probe.__rendererProbe.hold = undefined;
    const next = await getPage(url('/final-steps'), signedIn({ 'accept-encoding': 'br' }));
    expect(next.status).toBe(200);
    expect(next.body).toContain('data-rendered="/final-steps"');
  });

  it('renders at most four pages at once: past that, a page is sent for the browser to render', async () => {
    let release!: () => void;
    probe.__rendererProbe.hold = new Promise((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: 4 }, () => getPage(url('/about'), signedIn({ 'accept-encoding': 'identity' })));
    await expect.poll(() => probe.__rendererProbe.requests.length).toBe(4);
    const fifth = await getPage(url('/final-steps'), signedIn({ 'accept-encoding': 'identity' }));
    expect(fifth.status).toBe(200);
    expect(fifth.body).toContain(`${renderedRoot}</div>`);
    expect(fifth.body).not.toContain('applicant-page-data');
    expect(probe.__rendererProbe.requests).toHaveLength(4);
    release();
    for (const page of await Promise.all(held)) expect(page.body).toContain('data-rendered="/about"');
    // The renders have ended: the next page is rendered again.
    expect((await getPage(url('/final-steps'), signedIn())).body).toContain('data-rendered="/final-steps"');
  });

  it('leaves the page to the browser when the renderer declines or fails; its app asks for the data itself', async () => {
    for (const path of ['/declined', '/fails']) {
      const page = await getPage(url(path), signedIn({ 'accept-encoding': 'br' }));
      expect(page.status, path).toBe(200);
      // The head went out first, as for a rendered page: the app takes the empty root over and renders it.
      expect(page.body, path).toContain(`${renderedRoot}</div>`);
      // Never as preload links: they cannot send the Content-Type every call of the app sends.
      expect(page.body, path).not.toContain(dataPreload);
      expect(page.body, path).not.toContain('applicant-page-data');
      expect(page.body, path).toContain('<style>.signed-in{color:#123456}</style>');
    }
  });

  it('renders nothing for a session the server does not know, and never asks the renderer', async () => {
    const page = await getPage(url('/about'), { cookie: 'admissions-session=not-a-session; MiniIdp.session=1' });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${renderedRoot}</div>`);
    expect(probe.__rendererProbe.requests).toEqual([]);
  });

  it('never renders an address with a query string (text another site chose, beside the answers)', async () => {
    const page = await getPage(url('/about?guess=Ada'), signedIn({ 'accept-encoding': 'br' }));
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain(dataPreload);
    expect(probe.__rendererProbe.requests).toEqual([]);
  });

  it("sends a visitor the visitor's page, without asking the renderer", async () => {
    const page = await getPage(url('/about'), { 'accept-encoding': 'br' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('ApplicantLayout-abc.js');
    expect(probe.__rendererProbe.requests).toEqual([]);
  });
});

describe.skipIf(skipDatabaseLeg)(`SERVER_RENDERING=false on ${testDatabaseKind}`, () => {
  it('sends every page unrendered, even with a renderer in the build', async () => {
    probe.__rendererProbe = { requests: [] };
    const build = fakeBuild({ renderer });
    const server = await startTestServer({ env: { STATIC_DIR: build.dir, SERVER_RENDERING: 'false' } });
    try {
      const { client } = await loggedInClient(server);
      const page = await getPage(`${server.baseUrl}/about`, { cookie: cookieHeader(client) });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('applicant-page-data');
      expect(probe.__rendererProbe.requests).toEqual([]);
    } finally {
      await server.close();
      build.remove();
    }
  });
});
