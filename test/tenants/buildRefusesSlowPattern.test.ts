import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as formCore from '@admissions/form-core';
import { afterAll, describe, expect, it } from 'vitest';
import { tenantFolderReports } from '../../packages/app/vite/tenantPlugin.ts';
import { positionOf } from '../../scripts/configLint/__tests__/tenantCopy.ts';

const fixture = resolve(import.meta.dirname, '../../scripts/configLint/__tests__/fixtures/tenants/sample-university');

// `npm run build` reports these lines for the tenant (the Vite tenant plugin's buildStart): the loader's, as at start.
describe('the build checks tenant patterns', () => {
  const tenantsDir = mkdtempSync(join(tmpdir(), 'build-pattern-'));
  afterAll(() => rmSync(tenantsDir, { recursive: true, force: true }));

  it('lists a pattern whose time doubles with each character as slow-pattern, at its file:line:col', () => {
    cpSync(fixture, join(tenantsDir, 'sample-university'), { recursive: true });
    const schemaPath = join(tenantsDir, 'sample-university', 'schema', 'about.json');
    const phone = String.raw`"^$|^\\(([2-9]\\d{2})\\) ([2-9]\\d{2})-\\d{4}$"`;
    const schema = readFileSync(schemaPath, 'utf8');
    expect(schema).toContain(phone);
    const evil = String.raw`"^$|^([a-zA-Z]+\\s?)*$"`;
    const broken = schema.replace(phone, evil);
    writeFileSync(schemaPath, broken);
    const { line, column } = positionOf(broken, evil);
    const lines = tenantFolderReports(formCore, tenantsDir).flatMap((report) => report.lines);
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`sample-university/schema/about\\.json:${line}:${column} {2}slow-pattern {2}The pattern `),
      ),
    ]);
  });
});
