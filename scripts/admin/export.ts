/**
 * npm run export -- [--since <ISO date>] [--format csv|ndjson] [--out <file>] [--bom]
 * npm run export -- --dictionary [--format csv|ndjson] [--out <file>]
 * npm run export -- --bundle <dir> [--since <ISO date>]
 * npm run export -- --failed-deliveries [--out <file>]
 * npm run export -- --failed-deliveries --retry <id,id,...> | --retry-all
 *
 * Gets submitted applications out: every answer with its `_desc` label in
 * stable columns (derived from the tenant's definition), a data dictionary of
 * those columns, document bundles for document imaging, and the submission
 * webhook's dead deliveries. Uses the server's environment (DATA_DIR /
 * DATABASE_URL, TENANT); while the server runs on PGlite it works through its
 * loopback admin endpoint. See docs/operations.md, "Getting applications out".
 */
import { exportCommand, exportUsage } from './export/exportCommand.ts';
import { runAdminCommand } from './runAdminCommand.ts';

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(exportUsage, () => exportCommand(process.argv.slice(2)));
}
