import { examplesFolder, type ExamplesFile } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { loadRepositoryTenant } from '../../support/repositoryTenant.ts';

const loaded = loadRepositoryTenant('nsu-international');
const exampleFiles = loaded.sources.allJsonFiles
  .filter((file) => file.path.startsWith(examplesFolder))
  .map((file) => file.value as ExamplesFile);

/** Every message an example expects, by answer key. */
const expected = new Map<string, Set<string>>();
for (const file of exampleFiles) {
  for (const example of file.examples) {
    if (example.expect === 'no errors') continue;
    for (const [key, messages] of Object.entries(example.expect)) {
      const set = expected.get(key) ?? new Set<string>();
      messages.forEach((message) => set.add(message));
      expected.set(key, set);
    }
  }
}
const allExpected = new Set([...expected.values()].flatMap((set) => [...set]));

/** Every errorMessage text of a schema, and every year keyword (whose message the validator writes), by path. */
function schemaMessages(schema: unknown, path: string, found: { path: string; message: string }[] = []) {
  if (Array.isArray(schema)) schema.forEach((item, i) => schemaMessages(item, `${path}/${i}`, found));
  else if (typeof schema === 'object' && schema !== null) {
    for (const [name, value] of Object.entries(schema)) {
      if (name === 'errorMessage') {
        const texts = typeof value === 'string' ? [value] : collectTexts(value);
        texts.forEach((message) => found.push({ path: `${path}/errorMessage`, message }));
      } else schemaMessages(value, `${path}/${name}`, found);
    }
  }
  return found;
}
function collectTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(collectTexts);
  return [];
}
function yearRules(schema: unknown, path: string, found: { key: string; words: string }[] = []) {
  if (Array.isArray(schema)) schema.forEach((item, i) => yearRules(item, `${path}/${i}`, found));
  else if (typeof schema === 'object' && schema !== null) {
    for (const [name, value] of Object.entries(schema)) {
      const key = path.split('/').at(-1)!;
      if (name === 'yearOffsetMin') found.push({ key, words: 'The minimum supported year is' });
      else if (name === 'yearOffsetMax') found.push({ key, words: 'The maximum supported year is' });
      else yearRules(value, `${path}/${name}`, found);
    }
  }
  return found;
}

// Staff prove the tenant's rules with examples (tenants/nsu-international/examples): every message the
// schemas can give must be expected by at least one example, so no rule goes unproven.
describe('the NSU examples cover every rule and message of its schemas', () => {
  const schemas = loaded.bundle!.schemas;

  it('every errorMessage is expected by some example', () => {
    const missing = schemas.flatMap((schema, s) =>
      schemaMessages(schema, `schema ${s + 1}`).filter(({ message }) => !allExpected.has(message)),
    );
    expect(missing).toEqual([]);
  });

  it('every year rule (a message the validator writes) is expected by some example', () => {
    const missing = schemas
      .flatMap((schema) => yearRules(schema, ''))
      .filter(({ key, words }) => ![...(expected.get(key) ?? [])].some((message) => message.startsWith(words)));
    expect(missing).toEqual([]);
  });
});
