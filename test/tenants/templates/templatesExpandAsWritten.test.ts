import * as fs from 'node:fs';
import { join } from 'node:path';
import { folderReader, loadTenant } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { loadRepositoryTenant, repoRoot, tenantFolder } from '../../support/repositoryTenant.ts';

/**
 * The shipped tenants declare the keys, rules and error-summary entries of
 * their add-another blocks once, with {n}. Expanded, they must be exactly what
 * the hand-written files (kept under handWritten/, one copy per instance) said:
 * the same keys in the same order, the same rules, the same messages.
 */
const handWritten = join(repoRoot, 'test/tenants/templates/handWritten');

/** The tenant folder with its data model, error summary and schemas as they were written by hand (the files kept). */
function handWrittenReader(tenant: string): ReturnType<typeof folderReader> {
  const folder = folderReader(tenantFolder(tenant), fs);
  const kept = folderReader(join(handWritten, tenant), fs);
  return { ...folder, readText: (path: string) => kept.readText(path) ?? folder.readText(path) };
}

describe.each(['nsu-international', 'demo-college'])('tenants/%s declared once', (tenant) => {
  const current = loadRepositoryTenant(tenant);
  const before = loadTenant(tenant, handWrittenReader(tenant));

  it('loads without problems, as the hand-written files did', () => {
    expect(current.problems).toEqual([]);
    expect(before.problems).toEqual([]);
  });

  it('writes {n} in its data model, rules and error summary (the copies are gone)', () => {
    const written = ['data-model.json', 'error-summary.json', ...current.bundle!.config.schemas].map((path) =>
      fs.readFileSync(join(tenantFolder(tenant), path), 'utf8'),
    );
    for (const text of written.slice(0, 2)) expect(text).toContain('{n}');
    expect(written.slice(2).join('')).toContain('{n}');
    expect(JSON.stringify(current.bundle!.dataModel).length).toBeGreaterThan(written[0]!.length / 2);
  });

  it('expands to the same data-model keys, in the same order, with the same types', () => {
    expect(JSON.stringify(current.bundle!.dataModel)).toBe(JSON.stringify(before.bundle!.dataModel));
  });

  it('expands to the same error summary', () => {
    expect(current.bundle!.errorSummary).toStrictEqual(before.bundle!.errorSummary);
  });

  it('expands to the same validation rules and messages, property for property', () => {
    expect(JSON.stringify(current.bundle!.schemas)).toBe(JSON.stringify(before.bundle!.schemas));
  });

  it('sends the browser the same validator', () => {
    expect(current.validation!.browserModule()).toBe(before.validation!.browserModule());
  });
});
