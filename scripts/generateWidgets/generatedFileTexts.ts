import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { authoredWidgetSpecs, defaultWidgetSpecs } from '@admissions/form-core';
import { format, resolveConfig } from 'prettier';
import { generatedPaths, pageSchemaWithWidgets, widgetNameTypeSource } from './generateWidgetFiles.ts';

async function formatted(rootDir: string, path: string, text: string): Promise<string> {
  const file = join(rootDir, path);
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/** What the generated files must contain, formatted as Prettier formats them, by path from the root. */
export async function generatedFileTexts(rootDir: string): Promise<Record<string, string>> {
  const pageSchemaPath = generatedPaths.pageSchema;
  const pageSchema = JSON.parse(readFileSync(join(rootDir, pageSchemaPath), 'utf8')) as Parameters<
    typeof pageSchemaWithWidgets
  >[0];
  return {
    [generatedPaths.widgetNameType]: await formatted(
      rootDir,
      generatedPaths.widgetNameType,
      widgetNameTypeSource(defaultWidgetSpecs),
    ),
    [pageSchemaPath]: await formatted(
      rootDir,
      pageSchemaPath,
      JSON.stringify(pageSchemaWithWidgets(pageSchema, authoredWidgetSpecs), null, 2),
    ),
  };
}
