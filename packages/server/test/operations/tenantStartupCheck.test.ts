import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../../../scripts/test/spawnServer.ts';
import { fixtureTenantsDir } from '../helpers/startTestServer.ts';
import { testDatabaseKind } from '../helpers/testDatabase.ts';
import { runServerToExit } from './runToExit.ts';

/** 1-based line and column of the first `needle` in `text`, plus `shift` characters. */
function positionOf(text: string, needle: string, shift = 0): string {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not found`);
  const lines = text.slice(0, offset + shift).split('\n');
  return `${lines.length}:${lines.at(-1)!.length + 1}`;
}

/**
 * The server runs the checks config-lint runs, with the same words: a tenant
 * with a mistake no applicant should meet (here a condition comparing with a
 * label instead of the code, and a widget that does not exist) does not start.
 * Database-agnostic: runs on the PGlite leg only.
 */
describe.runIf(testDatabaseKind === 'pglite')('a tenant with problems at start', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenant-start-'));
  const tenantsDir = join(root, 'tenants');
  const aboutPath = join(tenantsDir, 'mini', 'pages', 'about.json');
  cpSync(join(fixtureTenantsDir, 'mini'), join(tenantsDir, 'mini'), { recursive: true });
  const about = readFileSync(aboutPath, 'utf8')
    .replace('"widget": "date"', '"widget": "datepicker"')
    .replace(
      '"clearKeys": ["sat_score", "act_score"],',
      '"clearKeys": ["sat_score", "act_score"],\n          "defaultTab": "gre",',
    );
  writeFileSync(aboutPath, about);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('exits 78 and prints each problem at its file:line:col, the lines config-lint prints', async () => {
    const server = await runServerToExit({ DATA_DIR: join(root, 'data'), TENANTS_DIR: tenantsDir, TENANT: 'mini' });
    expect(server.code).toBe(78);
    expect(server.stderr).not.toMatch(/\n\s+at /);
    const printed = server.stderr
      .split('\n')
      .filter((line) => line.startsWith('  - ') && /:\d+:\d+ {2}/.test(line))
      .map((line) => line.slice('  - '.length));
    expect(printed).toEqual([
      expect.stringMatching(
        new RegExp(`tenants/mini/pages/about\\.json:${positionOf(about, '"datepicker"')} {2}unknown-widget {2}`),
      ),
      expect.stringMatching(
        new RegExp(`tenants/mini/pages/about\\.json:${positionOf(about, '"gre"')} {2}unknown-default-tab {2}`),
      ),
    ]);

    // config-lint, run from the same folder on the same tenant, prints exactly these lines.
    const lint = spawnSync(
      join(repositoryRoot, 'node_modules/.bin/tsx'),
      ['scripts/configLint/main.ts', join(tenantsDir, 'mini')],
      { cwd: repositoryRoot, encoding: 'utf8', env: { ...process.env, INIT_CWD: repositoryRoot } },
    );
    expect(lint.status).toBe(1);
    expect(lint.stdout.trim().split('\n')).toEqual(printed);
  }, 120_000);
});

/**
 * A pattern whose time doubles with each character (one submit of a
 * 30-letter name held the server for 18 s) is a problem at start, at the
 * pattern, with the rule config-lint reports it under.
 */
describe.runIf(testDatabaseKind === 'pglite')('a tenant with a slow pattern at start', () => {
  const root = mkdtempSync(join(tmpdir(), 'tenant-start-pattern-'));
  const tenantsDir = join(root, 'tenants');
  const schemaPath = join(tenantsDir, 'mini', 'schema', 'about.json');
  cpSync(join(fixtureTenantsDir, 'mini'), join(tenantsDir, 'mini'), { recursive: true });
  const evil = String.raw`"^$|^([a-zA-Z]+\\s?)*$"`;
  const schema = readFileSync(schemaPath, 'utf8').replace(
    '"last_name": { "type": "string", "minLength": 1,',
    `"last_name": { "type": "string", "minLength": 1, "pattern": ${evil},`,
  );
  writeFileSync(schemaPath, schema);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('exits 78 with slow-pattern at the pattern, and how to rewrite it', async () => {
    expect(schema).toContain(evil);
    const server = await runServerToExit({ DATA_DIR: join(root, 'data'), TENANTS_DIR: tenantsDir, TENANT: 'mini' });
    expect(server.code).toBe(78);
    const printed = server.stderr.split('\n').filter((line) => line.startsWith('  - ') && /:\d+:\d+ {2}/.test(line));
    expect(printed).toEqual([
      expect.stringMatching(
        new RegExp(`tenants/mini/schema/about\\.json:${positionOf(schema, evil)} {2}slow-pattern {2}The pattern `),
      ),
    ]);
    expect(printed[0]).toContain('doubles with each character');
    expect(printed[0]).toContain('^[a-zA-Z]+( [a-zA-Z]+)*$');
  }, 120_000);
});
