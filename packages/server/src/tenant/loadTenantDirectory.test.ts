import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TenantProblemsError } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.ts';
import { contentHash, loadTenantDirectory, loadTenantFolder } from './loadTenantDirectory.ts';
import { createTenantRules } from './tenantRules.ts';
import { validateSubmission } from './validateSubmission.ts';

const fixtures = resolve(repositoryRoot, 'packages/server/test/fixtures/tenant');

describe('loadTenantDirectory and the rules the API checks', () => {
  it('loads the test tenant: pages, add-another maxes and tab groups', () => {
    const rules = createTenantRules(loadTenantDirectory(fixtures, 'mini'), { name: 'mini' });
    expect(rules.pagePaths).toEqual(['/about', '/final-steps']);
    expect([...rules.addAnotherMax]).toEqual([['high_schools', 3]]);
    expect([...rules.tabGroups]).toEqual([['test_choice', ['sat', 'act']]]);
    expect(rules.characterLimit).toBe(7000);
    expect(rules.answerKeys.has('country_desc')).toBe(true);
  });

  // Compiling the real tenant's schemas takes a moment on a busy machine.
  it('loads the real tenant (nsu-international) and validates with its schemas', { timeout: 30_000 }, () => {
    const loaded = loadTenantFolder(resolve(repositoryRoot, 'tenants'), 'nsu-international');
    expect(loaded.problems).toEqual([]);
    const rules = createTenantRules(loaded.bundle!, { name: loaded.name, validation: loaded.validation! });
    expect(rules.pagePaths).toEqual(['/about', '/education', '/final-steps']);
    for (const max of rules.addAnotherMax.values()) expect(max).toBeLessThanOrEqual(10);
    const errors = validateSubmission(rules, { answers: {}, tabs: {}, addAnother: {} }, new Date());
    expect(errors.first_name).toEqual(['First Name']);
    expect(errors.legal_agree).toBeDefined();
  });

  it('delivers content-hashed tenant and validator modules under /tenant/<name>/', () => {
    const rules = createTenantRules(loadTenantDirectory(fixtures, 'mini'), { name: 'mini' });
    const delivery = rules.delivery();
    expect(delivery.tenantModuleUrl).toMatch(/^\/tenant\/mini\/tenant-[\w-]{16}\.js$/);
    expect(delivery.validatorUrl).toMatch(/^\/tenant\/mini\/validator-[\w-]{16}\.js$/);
    const validatorModule = delivery.files.get(delivery.validatorUrl)!.body as string;
    expect(delivery.validatorUrl).toContain(contentHash(validatorModule));
    const tenantModule = delivery.files.get(delivery.tenantModuleUrl)!.body as string;
    expect(tenantModule).toContain(JSON.stringify(delivery.validatorUrl));
    expect(delivery.head).toEqual({
      title: 'Mini College Application',
      description: 'Apply to Mini College online.',
      themeColor: '#003a70',
    });
  });

  it('names the file and position of every problem, and keeps paths inside the tenant', () => {
    const root = mkdtempSync(join(tmpdir(), 'tenants-'));
    mkdirSync(join(root, 'broken'));
    writeFileSync(join(root, 'broken', 'tenant.json'), '{ nope');
    expect(() => loadTenantDirectory(root, 'broken')).toThrow(TenantProblemsError);
    expect(() => loadTenantDirectory(root, 'broken')).toThrow(/tenants\/broken\/tenant\.json:1:3 {2}json-syntax/);
    expect(() => loadTenantDirectory(root, 'absent')).toThrow(/Cannot read tenant file .*absent\/tenant\.json/);
    mkdirSync(join(root, 'escape'));
    writeFileSync(
      join(root, 'escape', 'tenant.json'),
      JSON.stringify({ pages: ['../../etc/passwd'], schemas: [], dataModel: 'x', errorSummary: 'y' }),
    );
    expect(() => loadTenantDirectory(root, 'escape')).toThrow(/must be a path inside the tenant folder/);
    expect(() => loadTenantDirectory(root, '../etc')).toThrow(/Invalid tenant name/);
  });
});
