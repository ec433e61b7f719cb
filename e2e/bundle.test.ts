import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/appProcess.ts';
import { skipBrowserLeg } from './support/skipBrowserLeg.ts';

// The global setup of this leg has just built the app.
const assetsDir = join(repoRoot, 'packages/app/dist/assets');

describe.skipIf(skipBrowserLeg)('the production bundle', () => {
  const scripts = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, source: readFileSync(join(assetsDir, name), 'utf8') }));

  it('ships the validator as precompiled code: no ajv compiler and no eval (CSP without unsafe-eval)', () => {
    for (const { name, source } of scripts) {
      expect(source, name).not.toMatch(/new Function\(|\beval\(/);
      expect(source, name).not.toContain('strictSchema');
    }
  });

  it("keeps the tenant's validator out of the first load: its own chunk, fetched when the app first validates", () => {
    const html = readFileSync(join(repoRoot, 'packages/app/dist/index.html'), 'utf8');
    const firstLoad = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
    expect(firstLoad.length).toBeGreaterThan(0);
    // ajv's standalone code builds ajv-errors error objects; nothing else in the app does.
    const validatorChunks = scripts.filter(({ source }) => /keyword:\s*["'`]errorMessage["'`]/.test(source));
    expect(validatorChunks.map(({ name }) => name)).toHaveLength(1);
    for (const name of firstLoad) expect(validatorChunks.map((chunk) => chunk.name)).not.toContain(name);
  });

  it('stays small enough for a phone on a slow network', () => {
    const gzipped = scripts.reduce((total, { source }) => total + gzipSync(source).length, 0);
    console.log(`[bundle] ${scripts.length} scripts, ${(gzipped / 1024).toFixed(0)} KiB gzipped in all`);
    // Everything, lazily loaded routes and the validator included; today about 215 KiB (bench/bundleSize.bench.ts measures the first route).
    expect(gzipped).toBeLessThan(300 * 1024);
  });
});
