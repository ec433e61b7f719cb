import {
  type AdminOperations,
  csvRow,
  dictionaryHeader,
  exportDictionary,
  optionsText,
  utf8Bom,
} from '@admissions/server';
import type { OutputSink } from './outputSink.ts';
import type { ExportFormat } from './writeRecords.ts';

/**
 * The data dictionary: one line per column of the export, in column order,
 * with the question's label, its page and the codes and labels of a coded
 * column. CSV (options as `code=label; code=label`) or NDJSON.
 */
export async function writeDictionary(
  operations: AdminOperations,
  sink: OutputSink,
  options: { format: ExportFormat; bom: boolean },
): Promise<number> {
  const { columns } = await operations.exportColumns({});
  const entries = exportDictionary(columns);
  if (options.format === 'csv') {
    await sink.write(`${options.bom ? utf8Bom : ''}${csvRow(dictionaryHeader)}`);
    for (const entry of entries) {
      await sink.write(
        csvRow([
          entry.column,
          entry.kind,
          entry.type,
          entry.question,
          entry.page,
          entry.description,
          optionsText(entry.options),
        ]),
      );
    }
  } else {
    for (const entry of entries) await sink.write(`${JSON.stringify(entry)}\n`);
  }
  return entries.length;
}
