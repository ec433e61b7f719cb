import * as fs from 'node:fs';
import { basename, join, relative } from 'node:path';
import { folderReader, loadTenant } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repositoryTenant.ts';

/** Every tenant folder the server tests start a real server on (a folder holding a tenant.json). */
function fixtureTenantFolders(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'tenant.json' ? [dir] : [];
    return fixtureTenantFolders(join(dir, entry.name));
  });
}

const fixturesDir = join(repoRoot, 'packages/server/test/fixtures');
const folders = [...new Set(fixtureTenantFolders(fixturesDir))].map((folder) => relative(repoRoot, folder));

/*
 * A server refuses to start on a tenant with problems, so a fixture tenant left
 * behind by a change of the definition format fails its tests with a start-up
 * error far from the cause. Checking them here names the file and position.
 */
describe('the server tests’ fixture tenants', () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });

  it.each(folders)('%s loads through the one loader without a problem', (folder) => {
    const path = join(repoRoot, folder);
    const loaded = loadTenant(basename(path), folderReader(path, fs));
    expect(loaded.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.rule} ${p.message}`)).toEqual([]);
  });
});
