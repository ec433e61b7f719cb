/**
 * npm run import-lookup -- <category> <file.csv>
 *
 * Replaces the lookup records of one category (hs_ceeb or college_ceeb) with
 * the records of a CSV file with a header row: id, name, ceeb,
 * address_line_1, address_line_2, city, state, zip, country (id and name
 * required). See docs/api.md.
 */
import { readFileSync } from 'node:fs';
import { type AdminCommand, runAdminCommand, UsageError } from './runAdminCommand.ts';

const usage = `Usage:
  npm run import-lookup -- <hs_ceeb|college_ceeb> <file.csv>
  CSV header: id,name,ceeb,address_line_1,address_line_2,city,state,zip,country (id and name required)`;

export function importLookupCommand(args: string[]): AdminCommand {
  if (args.length !== 2) throw new UsageError('Give a category and a CSV file.');
  const [category, file] = args as [string, string];
  let csv: string;
  try {
    csv = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return async (operations) => {
    const { imported } = await operations.importLookup({ category, csv });
    return { output: `Imported ${imported} ${category} records (the category was replaced).` };
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(usage, () => importLookupCommand(process.argv.slice(2)));
}
