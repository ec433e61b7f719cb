import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repositoryTenant.ts';
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

describe('npm run build checks every tenant as the server does at start', { timeout: 120_000 }, () => {
  const copy = copyRepositoryTenant('demo-college');
  afterAll(() => copy.remove());

  it('a tenant problem fails the build, printed at its file:line:col as config-lint prints it', () => {
    copy.replaceAll('pages/you.json', '"label": "Preferred Name"', '"lable": "Preferred Name"');
    const result = viteBuild(copy.tenantsDir);
    expect(result.status).not.toBe(0);
    const text = copy.read('pages/you.json');
    const offset = text.indexOf('"lable"');
    const before = text.slice(0, offset).split('\n');
    const lint = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/configLint/main.ts', copy.folder], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: repoRoot },
    });
    const line = lint.stdout
      .split('\n')
      .find((l) => l.includes(`pages/you.json:${before.length}:${before.at(-1)!.length + 1}  definition-schema`));
    expect(line).toBeDefined();
    expect(result.stdout + result.stderr).toContain(line);
  });
});
