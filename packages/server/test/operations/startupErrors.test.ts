import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/buildServer.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { runMigrate, runServerToExit } from './runToExit.ts';

/**
 * A configuration mistake stops the real process with one line per problem
 * on stderr and exit code 78 (EX_CONFIG), never a stack trace. The checks
 * themselves are unit-tested in src/config.test.ts; this is the entry points.
 * Database-agnostic: runs on the PGlite leg only.
 */
describe.runIf(testDatabaseKind === 'pglite')('startup with a wrong configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'startup-errors-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the server lists every problem and exits 78 without a stack trace', async () => {
    const result = await runServerToExit({
      DATA_DIR: dataDir,
      PORT: 'abc',
      TENANT: 'nope',
      DATABASE_URL: 'mysql://admin:hunter2@db/app',
      UPLOAD_SIGNING_SECRET: 'hunter2',
    });
    expect(result.code).toBe(78);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe('Configuration error:');
    expect(lines).toEqual(
      expect.arrayContaining([
        '  - PORT must be an integer between 0 and 65535, got "abc"',
        expect.stringMatching(
          /^ {2}- TENANT must name a folder with a tenant\.json in .*, got "nope"; available: mini/,
        ),
        expect.stringMatching(/^ {2}- DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//),
        '  - UPLOAD_SIGNING_SECRET must be at least 32 characters long, got 7 (value not shown)',
      ]),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr + result.stdout).not.toContain('hunter2');
  }, 120_000);

  it('npm run migrate checks only its own settings, and the same way', async () => {
    // PORT and TENANT are the server's business; DATABASE_URL is the migration's.
    const result = await runMigrate({ DATA_DIR: dataDir, PORT: 'abc', DATABASE_URL: 'localhost:5432/app' });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('Configuration error:\n  - DATABASE_URL must be a URL starting with postgres://');
    expect(result.stderr).not.toContain('PORT');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  const tenantsDir = join(dataDir, 'tenants');
  mkdirSync(join(tenantsDir, 'broken'), { recursive: true });
  writeFileSync(join(tenantsDir, 'broken', 'tenant.json'), '{ "name": "broken", ');

  it('a tenant whose JSON is broken is a configuration error too', async () => {
    const config = loadConfig({ DATA_DIR: join(dataDir, 'data'), TENANTS_DIR: tenantsDir, TENANT: 'broken' });
    const failure: unknown = await buildServer(config).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ConfigError);
    // Each problem where it is, as config-lint prints it.
    expect((failure as ConfigError).problems).toEqual([
      expect.stringMatching(/^TENANT "broken" has 1 problem /),
      expect.stringMatching(/\/broken\/tenant\.json:1:\d+ {2}json-syntax {2}invalid JSON: /),
    ]);
  });

  it("the compiled server reports the tenant's problems found by its check thread, and exits 78", async () => {
    const result = await runServerToExit({
      DATA_DIR: join(dataDir, 'data'),
      TENANTS_DIR: tenantsDir,
      TENANT: 'broken',
    });
    expect(result.code).toBe(78);
    expect(result.stderr).toMatch(/^Configuration error:\n {2}- TENANT "broken" has 1 problem /);
    expect(result.stderr).toMatch(/\/broken\/tenant\.json:1:\d+ {2}json-syntax {2}invalid JSON: /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);
});
