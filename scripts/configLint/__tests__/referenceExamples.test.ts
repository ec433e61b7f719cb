import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintTenant } from '../lintTenant.ts';
import { copyTenant, repoRoot, tenantName, type TenantCopy } from './tenantCopy.ts';

let copy: TenantCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

/** The first ```json block after a heading of docs/definition-format.md. */
function exampleUnder(heading: string): Record<string, unknown> {
  const reference = readFileSync(join(repoRoot, 'docs/definition-format.md'), 'utf8');
  const section = reference.slice(reference.indexOf(`\n${heading}\n`));
  const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
  if (block === undefined) throw new Error(`no JSON example under ${heading}`);
  return JSON.parse(block) as Record<string, unknown>;
}

describe("the reference's examples pass config-lint as staff paste them", { timeout: 30_000 }, () => {
  it('the rules of "Custom keywords", in place of the same keys of a complete tenant', () => {
    const rules = exampleUnder('### Custom keywords');
    copy = copyTenant();
    const file = 'schema/about.json';
    const schema = JSON.parse(copy.read(file)) as { properties: Record<string, unknown> };
    const replaced = Object.keys(rules).filter((key) => key in schema.properties);
    expect(replaced).toContain('birth_date');
    for (const key of replaced) schema.properties[key] = rules[key];
    copy.write(file, JSON.stringify(schema, null, 2));
    expect(lintTenant(copy.root, tenantName).map((problem) => `${problem.rule}: ${problem.message}`)).toEqual([]);
  });
});
