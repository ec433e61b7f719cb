import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../app/vite/precompressPlugin.ts';
import { loggedInClient } from './helpers/accounts.ts';
import { fakeBuild } from './helpers/fakeBuild.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decompressed). */
  body: Buffer;
}

/** A GET that keeps the body as sent: fetch would decompress it. */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  expect(encoding).toBeUndefined();
  return response.body;
}

function varies(response: RawResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase());
}

/** A hashed asset as the build writes it: large enough to be worth compressing. */
const assetSource = Array.from(
  { length: 200 },
  (_, i) => `export const field${i} = { key: 'answer_${i}', label: 'Question number ${i}' };`,
).join('\n');

describe.skipIf(skipDatabaseLeg)(`compressed answers and caching on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let build: ReturnType<typeof fakeBuild>;
  let asset: Buffer;

  beforeAll(async () => {
    build = fakeBuild();
    writeFileSync(join(build.dir, 'assets/index-abc.js'), assetSource);
    precompressDirectory(build.dir);
    asset = readFileSync(join(build.dir, 'assets/index-abc.js'));
    server = await startTestServer({ env: { STATIC_DIR: build.dir } });
  });
  afterAll(async () => {
    await server?.close();
    build?.remove();
  });

  const url = (path: string) => `${server.baseUrl}${path}`;

  it('the build writes a brotli and a gzip copy beside each asset, but none of the index.html template', () => {
    expect(brotliDecompressSync(readFileSync(join(build.dir, 'assets/index-abc.js.br')))).toEqual(asset);
    expect(gunzipSync(readFileSync(join(build.dir, 'assets/index-abc.js.gz')))).toEqual(asset);
    expect(() => readFileSync(join(build.dir, 'index.html.br'))).toThrow();
  });

  it('sends a hashed asset as the best copy the browser accepts, immutable, varying on Accept-Encoding', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip;q=1', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await getRaw(url('/assets/index-abc.js'), accept ? { 'accept-encoding': accept } : {});
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers['content-type'], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(varies(response), accept).toContain('accept-encoding');
      expect(decoded(response), accept).toEqual(asset);
      if (expected) expect(response.body.byteLength).toBeLessThan(asset.byteLength / 3);
    }
  });

  it('never serves the template or its copies as files', async () => {
    for (const path of ['/index.html.br', '/index.html.gz']) {
      const response = await getRaw(url(path), { 'accept-encoding': 'br' });
      expect(decoded(response).toString()).toContain('<title>Mini College Application</title>');
    }
  });

  it("sends index.html with the tenant's head compressed, never cached, the same page as uncompressed", async () => {
    const plain = await getRaw(url('/about'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>Mini College Application</title>');
    for (const accept of ['br', 'gzip']) {
      const response = await getRaw(url('/about'), { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(accept);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(varies(response)).toContain('accept-encoding');
      expect(decoded(response)).toEqual(plain.body);
    }
  });

  it("preloads the applicant's chunks in a logged-in applicant's page, never in a visitor's, and no data request (the app asks with its Content-Type)", async () => {
    const chunks =
      '<link rel="modulepreload" crossorigin href="/assets/ApplicantLayout-abc.js"> ' +
      '<link rel="preload" as="style" crossorigin href="/assets/signed-in-abc.css">';
    const visitor = decoded(await getRaw(url('/education'), { 'accept-encoding': 'br' })).toString();
    expect(visitor).not.toMatch(/\/api\/(?:profile|tabs|add-another)|lookup\/categories/);
    expect(visitor).not.toContain('ApplicantLayout');
    expect(visitor).not.toContain('applicant-preload');

    const { client } = await loggedInClient(server);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await getRaw(url('/education'), { cookie, 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(varies(response)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));
    const page = decoded(response).toString();
    expect(page).toContain(chunks);
    expect(page).not.toMatch(/rel="preload" href="\/(?:api|lookup)\//);
    expect(page).not.toContain('applicant-preload');
    expect(page.replace(chunks, '')).toBe(visitor);
  });

  it('sends the tenant modules it generated at start compressed, immutable, the same bytes once decompressed', async () => {
    const html = (await getRaw(url('/'))).body.toString();
    const modules = [...html.matchAll(/href="(\/tenant\/mini\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(modules.length).toBeGreaterThan(0);
    for (const path of modules) {
      const plain = await getRaw(url(path));
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(varies(plain)).toContain('accept-encoding');
      for (const accept of ['br', 'gzip']) {
        const response = await getRaw(url(path), { 'accept-encoding': `${accept}, identity;q=0.1` });
        expect(response.headers['content-encoding'], path).toBe(accept);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['content-type']).toMatch(/javascript/);
        expect(varies(response)).toContain('accept-encoding');
        expect(response.body.byteLength).toBeLessThan(plain.body.byteLength);
        expect(decoded(response)).toEqual(plain.body);
      }
    }
  });

  it('compresses a JSON answer over 1 KB, sends a smaller one as it is, and both vary on Accept-Encoding', async () => {
    const { client } = await loggedInClient(server);
    const longText = 'I studied at the Mini College of Arts and later worked in a library. '.repeat(40);
    expect((await client.put('/api/answer', { first_name: 'Ada', last_name: longText })).status).toBe(200);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const plain = await getRaw(url('/api/profile'), { cookie });
    expect(plain.status).toBe(200);
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const accept of ['br', 'gzip']) {
      const response = await getRaw(url('/api/profile'), { cookie, 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(accept);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(varies(response)).toContain('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      expect(response.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
      expect(JSON.parse(decoded(response).toString())).toEqual(JSON.parse(plain.body.toString()));
    }

    const small = await getRaw(url('/healthz'), { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.byteLength).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(varies(small)).toContain('accept-encoding');
  });
});
