import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authoredWidgetSpecs, createAuthoredWidgetSpecs, defaultWidgetSpecs } from '@admissions/form-core';
import { describe, expect, it } from 'vitest';
import { generatedFileTexts } from '../generatedFileTexts.ts';
import { pageSchemaWithWidgets, widgetNameTypeSource } from '../generateWidgetFiles.ts';

const rootDir = join(import.meta.dirname, '../../..');

describe('generated widget files', () => {
  it('are what `npm run generate:widgets` writes from defaultWidgetSpecs (run it after changing a spec)', async () => {
    for (const [path, expected] of Object.entries(await generatedFileTexts(rootDir))) {
      expect(readFileSync(join(rootDir, path), 'utf8'), path).toBe(expected);
    }
  });

  it('follow the spec list: a spec added or removed changes the union, the enum and the options definitions', () => {
    const text = authoredWidgetSpecs.get('text')!;
    const specs = createAuthoredWidgetSpecs({ text, starRating: text });
    expect(widgetNameTypeSource(specs)).toContain("export type DefaultWidgetName = 'text' | 'starRating';");
    const schema = pageSchemaWithWidgets(
      { definitions: { question: { properties: {} }, widgetOptions_select: {} } },
      specs,
    );
    expect(Object.keys(schema.definitions).sort()).toEqual([
      'question',
      'widgetOptions_starRating',
      'widgetOptions_text',
    ]);
    expect(JSON.stringify(schema.definitions.question)).toContain('"enum":["text","starRating"]');
  });

  it('list every default widget', () => {
    const source = readFileSync(
      join(rootDir, 'packages/form-core/src/definition/defaultWidgetName.generated.ts'),
      'utf8',
    );
    for (const name of defaultWidgetSpecs.names()) expect(source).toContain(`'${name}'`);
  });
});
