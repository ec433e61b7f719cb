import {
  createValidatorFromStandalone,
  validateAnswers,
  type DeliveredTenant,
  type DeliveredValidatorModule,
} from '@admissions/form-core';
import { standaloneRuntime } from '@admissions/form-core/standalone-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importModuleSource } from '../../../test/support/importModuleSource.ts';
import { loggedInClient } from './helpers/accounts.ts';
import { fakeBuild } from './helpers/fakeBuild.ts';
import { startTestServer, type TestServer } from './helpers/startTestServer.ts';
import { skipDatabaseLeg, testDatabaseKind } from './helpers/testDatabase.ts';

describe.skipIf(skipDatabaseLeg)(`the tenant delivered to the browser on ${testDatabaseKind}`, () => {
  let server: TestServer;
  let build: ReturnType<typeof fakeBuild>;

  beforeAll(async () => {
    build = fakeBuild();
    server = await startTestServer({ env: { STATIC_DIR: build.dir } });
  });
  afterAll(async () => {
    await server?.close();
    build?.remove();
  });

  const get = (path: string) => fetch(`${server.baseUrl}${path}`);
  const tenantModuleUrl = (html: string) =>
    /<link rel="modulepreload" href="([^"]+)" data-tenant-module/.exec(html)?.[1];

  it("serves index.html with the tenant's title, description, theme colour and module, never cached", async () => {
    for (const path of ['/', '/about', '/index.html', '/login?x=1']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<title>Mini College Application</title>');
      expect(html).toContain('<meta name="description" content="Apply to Mini College online." />');
      expect(html).toContain('<meta name="theme-color" content="#003a70" />');
      expect(tenantModuleUrl(html)).toMatch(/^\/tenant\/mini\/tenant-[\w-]{16}\.js$/);
      expect(html).not.toContain('<!--tenant-head-->');
    }
  });

  it('keeps the CSP strict: no unsafe-eval, no inline script, scripts only from this origin', async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)/);
  });

  it('serves the tenant and validator modules as immutable JavaScript under content-hashed URLs', async () => {
    const url = tenantModuleUrl(await (await get('/')).text())!;
    const tenantResponse = await get(url);
    expect(tenantResponse.status).toBe(200);
    expect(tenantResponse.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(tenantResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const delivered = (await importModuleSource<{ default: DeliveredTenant }>(await tenantResponse.text())).default;
    expect(delivered.name).toBe('mini');
    expect(delivered.bundle.pages.map((page) => page.path)).toEqual(['/about', '/final-steps']);
    expect(Object.keys(delivered.bundle).sort()).toEqual(['config', 'errorSummary', 'pages']);
    const validatorResponse = await get(delivered.validatorUrl);
    expect(validatorResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const source = await validatorResponse.text();
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).toMatch(/^export const dataModel = \{"keys":\{/m);
  });

  it('an unknown tenant file is a JSON 404, not the app', async () => {
    const response = await get('/tenant/mini/tenant-AAAAAAAAAAAAAAAA.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No tenant file at /tenant/mini/tenant-AAAAAAAAAAAAAAAA.js.' });
  });

  it('the browser validates with exactly what the server validates with: the same errors for the same answers', async () => {
    const delivered = (
      await importModuleSource<{ default: DeliveredTenant }>(
        await (await get(tenantModuleUrl(await (await get('/')).text())!)).text(),
      )
    ).default;
    const validatorModule = await importModuleSource<DeliveredValidatorModule>(
      await (await get(delivered.validatorUrl)).text(),
    );
    const browserValidator = createValidatorFromStandalone(validatorModule.default(standaloneRuntime));

    const { client } = await loggedInClient(server);
    const answers = { first_name: 'Ada', birth_date: '2020-01-01' };
    expect((await client.put('/api/answer', answers)).status).toBe(200);
    const submitted = await client.post<{ errors: Record<string, string[]> }>('/api/submit');
    expect(submitted.status).toBe(422);
    const inBrowser = validateAnswers({
      validator: browserValidator,
      pages: delivered.bundle.pages,
      dataModel: validatorModule.dataModel,
      state: { answers, tabs: {}, addAnother: {} },
      context: { optionLists: delivered.bundle.config.optionLists, dateWindows: delivered.bundle.config.dateWindows },
    });
    expect(Object.keys(inBrowser).length).toBeGreaterThan(1);
    expect(inBrowser).toEqual(submitted.body.errors);
  });
});
