import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, tenantFolder } from '../support/repositoryTenant.ts';
import { copyRepositoryTenant } from '../support/tenantCopy.ts';

/** `npm run build` (vite build) with `TENANTS_DIR`. */
function viteBuild(tenantsDir: string) {
  const env = process.env;
  return spawnSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--outDir', join(tenantsDir, '..', 'dist'), '--emptyOutDir'],
    { cwd: repoRoot, encoding: 'utf8', env: { ...env, TENANTS_DIR: tenantsDir, INIT_CWD: repoRoot } },
  );
}

/** The problem lines config-lint prints for a folder (its last line, the count, left out). */
function configLintLines(folder: string): string[] {
  const lint = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/configLint/main.ts', folder], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: repoRoot },
  });
  return lint.stdout.split('\n').filter((line) => /:\d+:\d+ {2}\S+ {2}/.test(line));
}

describe('npm run build checks every tenant as the server does at start', { timeout: 180_000 }, () => {
  // Two tenants in one folder: "broken" (demo-college with mistakes) and "good" (nsu-international as it is).
  const copy = copyRepositoryTenant('demo-college', 'broken');
  cpSync(tenantFolder('nsu-international'), join(copy.tenantsDir, 'good'), { recursive: true });
  afterAll(() => copy.remove());

  it('a broken tenant is reported by name with config-lint lines and no stack trace; the app is built for the others', () => {
    copy.replaceAll('pages/you.json', '"label": "Preferred Name"', '"lable": "Preferred Name"');
    copy.replaceAll('data-model.json', '"preferred_name"', '"preferred_nam"');
    const lines = configLintLines(copy.folder);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => line.includes('pages/you.json') && line.includes('  definition-schema  '))).toBe(true);
    expect(configLintLines(join(copy.tenantsDir, 'good'))).toEqual([]);

    const result = viteBuild(copy.tenantsDir);
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(0);
    expect(existsSync(join(copy.tenantsDir, '..', 'dist', 'index.html'))).toBe(true);
    const printed = output.split('\n');
    const heading = printed.findIndex((line) => line.startsWith('Tenant "broken" has '));
    expect(printed[heading]).toBe(
      `Tenant "broken" has ${lines.length} problems: the server will not start it until they are fixed ` +
        `(npm run config-lint -- ${relative(repoRoot, copy.folder)} lists the same):`,
    );
    // Exactly config-lint's lines, in its order, under the tenant's name.
    expect(printed.slice(heading + 1, heading + 1 + lines.length)).toEqual(lines);
    expect(output).toContain(
      '1 of 2 tenants has problems and will not start: broken (listed above). The app is built: the other tenants run on it.',
    );
    expect(output).not.toContain('Tenant "good"');
    // No bundler stack trace: no "    at ..." frames, no plugin error.
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('[admissions-tenant]');
  });
});
