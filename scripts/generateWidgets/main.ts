// `npm run generate:widgets`: writes the DefaultWidgetName type and the widget
// parts of page.schema.json from form-core's defaultWidgetSpecs (see
// generateWidgetFiles.ts). Commit the output; a unit test fails when it drifts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedFileTexts } from './generatedFileTexts.ts';

const rootDir = join(import.meta.dirname, '../..');
for (const [path, text] of Object.entries(await generatedFileTexts(rootDir))) {
  const file = join(rootDir, path);
  if (readFileSync(file, 'utf8') === text) continue;
  writeFileSync(file, text);
  process.stdout.write(`wrote ${path}\n`);
}
