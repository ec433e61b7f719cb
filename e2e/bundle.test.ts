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

  it('stays small enough for a phone on a slow network', () => {
    const gzipped = scripts.reduce((total, { source }) => total + gzipSync(source).length, 0);
    console.log(`[bundle] ${scripts.length} scripts, ${(gzipped / 1024).toFixed(0)} KiB gzipped in all`);
    // Everything, lazily loaded routes included; today about 215 KiB.
    expect(gzipped).toBeLessThan(300 * 1024);
  });
});
