import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRepositoryTenant, repoRoot } from '../support/repositoryTenant.ts';

const tenantsDir = join(repoRoot, 'tenants');
const tenantNames = readdirSync(tenantsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(tenantsDir, join(dir, entry.name))],
  );
}

describe('tenant folders are data that staff edit', () => {
  it('hold JSON, a README and images only: no package.json, no code, no tests', () => {
    const notData = filesUnder(tenantsDir).filter((file) => !/\.(json|md|svg|png|jpe?g|webp)$/.test(file));
    expect(notData).toEqual([]);
    expect(filesUnder(tenantsDir).filter((file) => file.endsWith('package.json'))).toEqual([]);
  });

  it('are not npm workspaces (a copied folder never touches npm or the lock file)', () => {
    const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
    expect(workspaces.filter((workspace) => workspace.startsWith('tenants'))).toEqual([]);
  });

  it.each(tenantNames)('%s loads through the one loader without a problem', (name) => {
    expect(loadRepositoryTenant(name).problems).toEqual([]);
  });

  it('there are at least two, unlike each other', () => {
    expect(tenantNames).toEqual(expect.arrayContaining(['nsu-international', 'demo-college']));
  });
});
