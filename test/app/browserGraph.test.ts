import { authoredWidgetSpecs } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { bundleApp } from '../support/appModuleGraph.ts';

/** Every `description` written in a JSON Schema, at any depth. */
function schemaDescriptions(schema: unknown, into: string[] = []): string[] {
  if (Array.isArray(schema)) for (const entry of schema) schemaDescriptions(entry, into);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [name, value] of Object.entries(schema)) {
      if (name === 'description' && typeof value === 'string') into.push(value);
      else schemaDescriptions(value, into);
    }
  }
  return into;
}

// One bundle for the file's tests (about a second on this machine).
let bundle: ReturnType<typeof bundleApp> | undefined;
const appBundle = () => (bundle ??= bundleApp());

describe("the applicant app's code (every chunk of its build)", { timeout: 60_000 }, () => {
  it("holds no widget authoring: neither a widget's description nor its options schema's words", async () => {
    const { text } = await appBundle();
    const words = authoredWidgetSpecs.names().flatMap((name) => {
      const spec = authoredWidgetSpecs.get(name)!;
      return [spec.description, ...schemaDescriptions(spec.optionsSchema)];
    });
    expect(words.length).toBeGreaterThan(100);
    expect(words.filter((sentence) => text.includes(sentence))).toEqual([]);
  });

  it('takes the country names from the list generated from i18n-iso-countries, none of the library itself', async () => {
    const { metafile } = await appBundle();
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain('packages/form-core/src/options/countries.json');
    expect(inputs.filter((path) => /node_modules\/(diacritics|i18n-iso-countries)\//.test(path))).toEqual([]);
  });
});
