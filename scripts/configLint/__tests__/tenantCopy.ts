import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * The tests break a fixture tenant, never a tenant staff edit: rewording or
 * restructuring a real tenant must not fail these tests. The fixture is a
 * frozen copy of a complete application (three pages, add-another groups,
 * option lists, coded address parts), laid out as a repository root.
 */
export const fixtureRoot = resolve(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const tenantName = 'tenants/sample-university';

/** A copy of the fixture tenant in a temp root (`<root>/tenants/sample-university`), to break on purpose. */
export interface TenantCopy {
  root: string;
  /** The display path of a tenant file, as config-lint prints it. */
  path(file: string): string;
  read(file: string): string;
  write(file: string, text: string): void;
  /** Replaces the first occurrence of `from` (which must exist) in a tenant file. */
  replace(file: string, from: string, to: string): void;
  remove(): void;
}

export function copyTenant(): TenantCopy {
  const root = mkdtempSync(join(tmpdir(), 'config-lint-'));
  cpSync(join(fixtureRoot, tenantName), join(root, tenantName), { recursive: true });
  const absolute = (file: string) => join(root, tenantName, file);
  const copy: TenantCopy = {
    root,
    path: (file) => `${tenantName}/${file}`,
    read: (file) => readFileSync(absolute(file), 'utf8'),
    write: (file, text) => writeFileSync(absolute(file), text),
    replace(file, from, to) {
      const text = copy.read(file);
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      copy.write(file, text.replace(from, to));
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}

/**
 * 1-based line and column of the `occurrence`-th match of `needle` in `text`,
 * plus `shift` characters: computed from the text lines, independently of the
 * position code under test.
 */
export function positionOf(text: string, needle: string, occurrence = 1, shift = 0): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i < occurrence; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`occurrence ${occurrence} of ${JSON.stringify(needle)} not found`);
  }
  const lines = text.slice(0, offset + shift).split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}
