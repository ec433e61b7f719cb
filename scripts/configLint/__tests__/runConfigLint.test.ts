import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runConfigLint } from '../runConfigLint.ts';
import { defaultWidgetSpecs } from '@admissions/form-core';
import { copyTenant, fixtureRoot, positionOf, repoRoot, tenantName } from './tenantCopy.ts';
import type { TenantCopy } from './tenantCopy.ts';

const widgetNames = defaultWidgetSpecs.names();

let copy: TenantCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

async function run(argv: string[], rootDir = fixtureRoot) {
  const out: string[] = [];
  const err: string[] = [];
  const exitCode = await runConfigLint(argv, {
    rootDir,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  });
  return { exitCode, stdout: out.join('\n'), stderr: err.join('\n') };
}

function brokenCopy(): TenantCopy {
  copy = copyTenant();
  copy.replace('pages/about.json', '"widget": "text",', '"widget": "textbox",');
  return copy;
}

// Each test lints the whole tenant: seconds each on a busy machine.
describe('runConfigLint', { timeout: 30_000 }, () => {
  it('exits 0 and prints no diagnostics for the clean tenant', async () => {
    const result = await run([tenantName]);
    expect(result).toEqual({
      exitCode: 0,
      stdout: '',
      stderr: 'config-lint: tenants/sample-university: no problems',
    });
  });

  it('without a path, lints every tenant under tenants/', async () => {
    const broken = brokenCopy();
    cpSync(join(fixtureRoot, tenantName), join(broken.root, 'tenants/clean-copy'), { recursive: true });
    const result = await run([], broken.root);
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      expect.stringMatching(/^tenants\/sample-university\/pages\/about\.json:/),
    ]);
    expect(result.stderr).toBe('config-lint: 1 problem in tenants/clean-copy, tenants/sample-university');
  });

  it('exits 1 and prints file:line:col  rule  message for each problem', async () => {
    const broken = brokenCopy();
    const result = await run([tenantName], broken.root);
    const { line, column } = positionOf(broken.read('pages/about.json'), '"textbox"');
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe(
      `${tenantName}/pages/about.json:${line}:${column}  unknown-widget  ` +
        `Question "first_name" uses widget "textbox", which is not in the widget registry (known: ${widgetNames.join(', ')})`,
    );
  });

  it('--json prints a machine-readable array', async () => {
    const broken = brokenCopy();
    const result = await run(['--json', tenantName], broken.root);
    expect(result.exitCode).toBe(1);
    const parsed: unknown = JSON.parse(result.stdout);
    expect(parsed).toEqual([
      {
        file: `${tenantName}/pages/about.json`,
        ...positionOf(broken.read('pages/about.json'), '"textbox"'),
        rule: 'unknown-widget',
        message: expect.stringContaining('"textbox"'),
      },
    ]);
    expect(JSON.parse((await run(['--json', tenantName])).stdout)).toEqual([]);
  });

  it('--widgets names a module of widget specs; one without them is a usage error', async () => {
    const missing = await run(['--widgets=scripts/configLint/README.md', 'tenants/demo-college'], repoRoot);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/^config-lint: --widgets: .*README\.md/);
    const noExport = await run(['--widgets=scripts/configLint/findTenantDirs.ts', 'tenants/demo-college'], repoRoot);
    expect(noExport).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('has no widgetSpecs export') });
    const runtimeOnly = await run(
      ['--widgets=scripts/configLint/__tests__/runtimeOnlyWidgetSpecs.ts', 'tenants/demo-college'],
      repoRoot,
    );
    expect(runtimeOnly).toMatchObject({
      exitCode: 2,
      stderr: expect.stringContaining('no options schema for text, textarea, date'),
    });
  });

  it('accepts the path of a tenant.json', async () => {
    expect((await run([`${tenantName}/tenant.json`])).exitCode).toBe(0);
  });

  it('exits 2 on an unknown option or a folder that does not exist', async () => {
    const unknown = await run(['--fix']);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain('unknown option --fix');
    const missing = await run(['tenants/nobody']);
    expect(missing).toMatchObject({ exitCode: 2, stderr: 'config-lint: no tenant folder at tenants/nobody' });
  });

  it('--help prints the usage and exits 0', async () => {
    const result = await run(['--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain('file:line:col  rule  message');
  });
});

// Each run starts tsx and loads form-react: seconds, not milliseconds.
describe('npm run config-lint (the real process)', { timeout: 30_000 }, () => {
  const cli = (args: string[]) =>
    spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/configLint/main.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: repoRoot },
    });

  it('exits 0 on the repository tenants', () => {
    const result = cli([]);
    expect(result.stderr).toContain('no problems');
    expect(result.status).toBe(0);
  });

  it('exits 1 with diagnostics, and --json prints JSON', () => {
    const broken = brokenCopy();
    const tenantPath = join(broken.root, tenantName);
    const text = cli([tenantPath]);
    expect(text.status).toBe(1);
    expect(text.stdout).toMatch(/pages\/about\.json:\d+:\d+ {2}unknown-widget {2}Question "first_name"/);
    const json = cli(['--json', tenantPath]);
    expect(json.status).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ rule: 'unknown-widget' })]);
  });

  // The exact commands staff type; `-s` drops npm's "> script" banner and its error line after a failing script.
  const npmRun = (args: string[], cwd = repoRoot, npmFlags: string[] = []) =>
    spawnSync('npm', ['run', ...npmFlags, 'config-lint', ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: cwd },
    });

  it('`npm run -s config-lint -- --json` prints only JSON on stdout, and exits 1 with problems', () => {
    const clean = npmRun(['--json'], repoRoot, ['-s']);
    expect(clean.status).toBe(0);
    expect(JSON.parse(clean.stdout)).toEqual([]);
    const broken = npmRun(['--json', join(brokenCopy().root, tenantName)], repoRoot, ['-s']);
    expect(broken.status).toBe(1);
    expect(JSON.parse(broken.stdout)).toEqual([expect.objectContaining({ rule: 'unknown-widget' })]);
  });

  it('--output writes the JSON to a file and keeps stdout empty', () => {
    const broken = brokenCopy();
    const file = join(broken.root, 'lint.json');
    const result = cli(['--json', `--output=${file}`, join(broken.root, tenantName)]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([expect.objectContaining({ rule: 'unknown-widget' })]);
  });

  it('plain npm commands print what npm users expect, not JSON', () => {
    const version = spawnSync('npm', ['ls', '--depth=0', 'vitest'], { cwd: repoRoot, encoding: 'utf8' });
    expect(version.stdout).toMatch(/vitest@/);
    expect(version.stdout.trimStart().startsWith('{')).toBe(false);
  });

  it('run inside a tenant folder, it finds the repository and checks that tenant', () => {
    const result = npmRun([], join(repoRoot, 'tenants/demo-college'));
    expect(result.stderr).toContain('config-lint: tenants/demo-college: no problems');
    expect(result.status).toBe(0);
  });
});
