import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/appProcess.ts';
import { e2eBaseUrl, skipBrowserLeg } from './support/skipBrowserLeg.ts';

// The global setup of this leg has just built the app.
const assetsDir = join(repoRoot, 'packages/app/dist/assets');

/** The script URLs a page loads at once: the entry, its modulepreloads (the app's and the tenant module). */
const firstLoadScripts = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/[^"]+\.js)"/g)].map((match) => match[1]!);

describe.skipIf(skipBrowserLeg)('the production bundle', () => {
  const scripts = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, source: readFileSync(join(assetsDir, name), 'utf8') }));

  it('holds no tenant: the server delivers the one it runs', () => {
    for (const { name, source } of scripts) {
      expect(source, name).not.toMatch(/nsu-international|demo-college|Norview|NSU International/);
    }
    const html = readFileSync(join(repoRoot, 'packages/app/dist/index.html'), 'utf8');
    expect(html).toContain('<!--tenant-head-->');
    expect(html).not.toMatch(/<title>/);
  });

  it('ships no ajv compiler and no eval (CSP without unsafe-eval), the served validator module neither', async () => {
    for (const { name, source } of scripts) {
      expect(source, name).not.toMatch(/new Function\(|\beval\(/);
      expect(source, name).not.toContain('strictSchema');
    }
    const html = await (await fetch(`${e2eBaseUrl}/about`)).text();
    const tenantUrl = /href="([^"]+)" data-tenant-module/.exec(html)![1]!;
    const tenantModule = await (await fetch(`${e2eBaseUrl}${tenantUrl}`)).text();
    const validatorUrl = /"validatorUrl":"([^"]+)"/.exec(tenantModule)![1]!;
    const validator = await (await fetch(`${e2eBaseUrl}${validatorUrl}`)).text();
    expect(validator).toContain('errorMessage');
    expect(validator).not.toMatch(/new Function\(|\beval\(|^\s*import\s/m);
  });

  it("keeps the tenant's validator out of the first load: it and its runtime load when the app first validates", async () => {
    const html = await (await fetch(`${e2eBaseUrl}/about`)).text();
    const firstLoad = firstLoadScripts(html);
    expect(firstLoad.some((url) => url.startsWith('/tenant/'))).toBe(true);
    expect(firstLoad.some((url) => url.startsWith('/assets/'))).toBe(true);
    // ajv-formats' checks are only in the validator's runtime chunk.
    const runtimeChunks = scripts.filter(({ source }) => source.includes('fullFormats'));
    expect(runtimeChunks.map(({ name }) => name)).toHaveLength(1);
    for (const url of firstLoad) expect(url).not.toContain(runtimeChunks[0]!.name);
    expect(firstLoad.some((url) => url.includes('/validator-'))).toBe(false);
  });

  it("fetches the form page's chunk with the entry, not after it ran, and React Query not at all on a visitor's page", async () => {
    const firstLoad = firstLoadScripts(await (await fetch(`${e2eBaseUrl}/about`)).text());
    expect(firstLoad.some((url) => /^\/assets\/FormPage-[\w-]+\.js$/.test(url))).toBe(true);
    expect(firstLoad.some((url) => url.includes('/react-query-'))).toBe(false);
  });

  it('stays small enough for a phone on a slow network', () => {
    const gzipped = scripts.reduce((total, { source }) => total + gzipSync(source).length, 0);
    console.log(`[bundle] ${scripts.length} scripts, ${(gzipped / 1024).toFixed(0)} KiB gzipped in all`);
    // Everything, lazily loaded routes and the validator runtime included (the tenant's modules are not in the build).
    expect(gzipped).toBeLessThan(300 * 1024);
  });
});
