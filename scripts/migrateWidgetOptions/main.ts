// `npx tsx scripts/migrateWidgetOptions/main.ts <page.json ...>`: moves widget
// settings of questions into their `options` object, in place (the rest of
// each file as it was), then formats the files with Prettier. Safe to run twice.
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { migratePageText } from './migrateText.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('Usage: npx tsx scripts/migrateWidgetOptions/main.ts <page.json ...>\n');
  process.exitCode = 2;
}
for (const file of files) {
  const migrated = migratePageText(readFileSync(file, 'utf8'));
  const config = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(migrated, { ...config, filepath: file }));
  process.stdout.write(`migrated ${file}\n`);
}
