import { parseArgs } from 'node:util';
import { type AdminCommand, UsageError } from '../runAdminCommand.ts';
import { outputSink, type OutputSink } from './outputSink.ts';
import { writeBundle } from './writeBundle.ts';
import { writeDictionary } from './writeDictionary.ts';
import { writeFailedDeliveries } from './writeFailedDeliveries.ts';
import { type ExportFormat, writeRecords } from './writeRecords.ts';

export const exportUsage = `Usage:
  npm run export -- [--since <ISO date>] [--format csv|ndjson] [--out <file>] [--bom]
        every submitted application (or those submitted since the date), one row or line each
  npm run export -- --dictionary [--format csv|ndjson] [--out <file>]
        what each column holds: question, page, codes and labels
  npm run export -- --bundle <dir> [--since <ISO date>]
        per applicant a folder with application.pdf and each converted document, and manifest.csv;
        run again, it adds only what is new
  npm run export -- --failed-deliveries [--out <file>]
        the submission webhook's dead deliveries
  npm run export -- --failed-deliveries --retry <id,id,...> | --retry-all
        queue dead deliveries again`;

function parseExportArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: false,
      options: {
        since: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        bom: { type: 'boolean' },
        dictionary: { type: 'boolean' },
        bundle: { type: 'string' },
        'failed-deliveries': { type: 'boolean' },
        retry: { type: 'string' },
        'retry-all': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** An ISO 8601 date or date-time (`2026-11-01`, `2026-11-01T08:00:00Z`), checked before anything is opened. */
function isoDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new UsageError(`--since must be an ISO date such as 2026-11-01 or 2026-11-01T08:00:00Z, got "${value}".`);
  }
  return value;
}

/** Runs `write` into the sink, finishing it (the file appears whole) or abandoning it on failure. */
async function intoSink<T>(sink: OutputSink, write: (sink: OutputSink) => Promise<T>): Promise<T> {
  try {
    const result = await write(sink);
    await sink.finish();
    return result;
  } catch (error) {
    await sink.abandon();
    throw error;
  }
}

/** Parses the arguments (every usage mistake before the database is opened) and returns the command. */
export function exportCommand(args: string[]): AdminCommand {
  const { values } = parseExportArgs(args);
  const modes = [values.dictionary, values.bundle !== undefined, values['failed-deliveries']].filter(Boolean);
  if (modes.length > 1) throw new UsageError('Give one of --dictionary, --bundle and --failed-deliveries.');
  const format = (values.format ?? 'csv') as ExportFormat;
  if (format !== 'csv' && format !== 'ndjson') throw new UsageError(`--format must be csv or ndjson, got "${format}".`);
  const since = values.since === undefined ? undefined : isoDate(values.since);
  const bom = values.bom === true;
  if (bom && format !== 'csv') throw new UsageError('--bom is for CSV output.');
  if ((values.retry !== undefined || values['retry-all']) && !values['failed-deliveries']) {
    throw new UsageError('--retry and --retry-all go with --failed-deliveries.');
  }

  if (values['failed-deliveries']) {
    if (values.retry !== undefined && values['retry-all']) throw new UsageError('Give --retry <ids> or --retry-all.');
    if (values['retry-all']) {
      return async (operations) => {
        const { queued } = await operations.retryFailedDeliveries({ all: true });
        return { output: `Queued ${queued} dead deliveries again.` };
      };
    }
    if (values.retry !== undefined) {
      const ids = values.retry.split(',').map((id) => id.trim());
      if (ids.some((id) => !/^\d+$/.test(id))) throw new UsageError('--retry takes delivery ids, e.g. --retry 12,15.');
      return async (operations) => {
        const { queued } = await operations.retryFailedDeliveries({ ids });
        return { output: `Queued ${queued} of ${ids.length} deliveries again (the others are not dead).` };
      };
    }
    return async (operations) => {
      const sink = outputSink(values.out);
      const count = await intoSink(sink, (s) => writeFailedDeliveries(operations, s));
      return { note: `${count} dead deliveries (retry with --retry <id,...> or --retry-all), to ${sink.name}.` };
    };
  }

  if (values.bundle !== undefined) {
    if (values.out !== undefined || values.format !== undefined) {
      throw new UsageError('--bundle writes a folder: --out and --format do not apply.');
    }
    const directory = values.bundle;
    return async (operations) => {
      const result = await writeBundle(operations, directory, { ...(since ? { since } : {}), now: () => new Date() });
      return {
        note:
          `Bundle ${directory}: ${result.applicants} submitted applicants, ${result.added} files added, ` +
          `${result.kept} already there.`,
      };
    };
  }

  if (values.dictionary) {
    if (since !== undefined) throw new UsageError('--since does not apply to --dictionary.');
    return async (operations) => {
      const sink = outputSink(values.out);
      const count = await intoSink(sink, (s) => writeDictionary(operations, s, { format, bom }));
      return { note: `Data dictionary: ${count} columns, to ${sink.name}.` };
    };
  }

  return async (operations) => {
    const sink = outputSink(values.out);
    const result = await intoSink(sink, (s) =>
      writeRecords(operations, s, { format, bom, ...(since ? { since } : {}) }),
    );
    return {
      note: `Exported ${result.applications} submitted applications (${result.columns} columns, ${format}) to ${sink.name}.`,
    };
  };
}
