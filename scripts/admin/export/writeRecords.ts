import {
  type AdminOperations,
  csvRow,
  defaultExportPageSize,
  type ExportCursor,
  type ExportRecord,
  utf8Bom,
} from '@admissions/server';
import type { OutputSink } from './outputSink.ts';

export type ExportFormat = 'csv' | 'ndjson';

export interface RecordsOptions {
  format: ExportFormat;
  since?: string;
  /** CSV: start with a UTF-8 byte order mark (for Excel). */
  bom: boolean;
}

/**
 * Writes every submitted application (or those submitted since a date) as it
 * arrives, a page at a time: CSV (a header of the column names, then one
 * record per application, RFC 4180) or NDJSON (one JSON object per line).
 * Memory holds one page, whatever the number of applications. Returns the
 * number written.
 */
export async function writeRecords(
  operations: AdminOperations,
  sink: OutputSink,
  options: RecordsOptions,
): Promise<{ applications: number; columns: number }> {
  const { columns } = await operations.exportColumns({});
  const names = columns.map((column) => column.name);
  if (options.format === 'csv') await sink.write(`${options.bom ? utf8Bom : ''}${csvRow(names)}`);
  const line = (record: ExportRecord) =>
    options.format === 'csv' ? csvRow(names.map((name) => record[name] ?? null)) : `${JSON.stringify(record)}\n`;
  let applications = 0;
  let after: ExportCursor | undefined;
  do {
    const page = await operations.exportPage({
      ...(options.since ? { since: options.since } : {}),
      ...(after ? { after } : {}),
      limit: defaultExportPageSize,
    });
    for (const record of page.records) {
      await sink.write(line(record));
      applications += 1;
    }
    after = page.next ?? undefined;
  } while (after);
  return { applications, columns: names.length };
}
