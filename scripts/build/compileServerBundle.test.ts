import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer, packagesLoadedAtStart, serverDistDir } from './compileServerBundle.ts';

// What the compiled server loads before it answers: the code a feature used by few requests needs comes later.
describe('the compiled server at start', () => {
  const outDir = join(serverDistDir, `modules-test-${process.pid}`);
  let loaded: Set<string>;

  beforeAll(async () => {
    // What an earlier build left, and a test run's own compile inside the folder (as under packages/server/dist).
    mkdirSync(join(outDir, 'test-other-run-1'), { recursive: true });
    writeFileSync(join(outDir, 'test-other-run-1', 'main.js'), '// another run');
    writeFileSync(join(outDir, 'chunk-STALE.js'), '// an earlier build');
    const { metafile } = await compileServer(outDir);
    loaded = packagesLoadedAtStart(metafile, outDir, 'main.js');
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("replaces an earlier build's files and keeps the folders of other compiles inside its folder", () => {
    expect(existsSync(join(outDir, 'chunk-STALE.js'))).toBe(false);
    expect(existsSync(join(outDir, 'test-other-run-1', 'main.js'))).toBe(true);
    expect(existsSync(join(outDir, 'main.js'))).toBe(true);
  });

  it('loads the web framework it serves with', () => {
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('@fastify/cookie');
  });

  it.each([
    ['the PGlite driver (only with PGlite)', '@electric-sql/pglite'],
    ['the PostgreSQL driver (only with PostgreSQL)', 'pg'],
    ['the AWS SDK (only with S3 storage, at its first use)', '@aws-sdk/client-s3'],
    ['the presigned POST (only with S3 storage)', '@aws-sdk/s3-presigned-post'],
    ['nodemailer (at the first mail)', 'nodemailer'],
    ['prom-client (only with METRICS_TOKEN)', 'prom-client'],
  ])('does not load %s', (_what, name) => {
    expect([...loaded].filter((imported) => imported === name || imported.startsWith(`${name}/`))).toEqual([]);
  });

  it('does not import the entry of i18n-iso-countries that registers the names in all its languages', () => {
    expect(loaded).not.toContain('i18n-iso-countries');
  });
});
