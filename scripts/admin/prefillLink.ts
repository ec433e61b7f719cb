/**
 * npm run prefill-link -- <answers.json> [--days N]
 * npm run prefill-link -- --revoke <token>
 *
 * Checks the answers (one JSON object of answer key -> string or boolean)
 * against the tenant's data model and prints `<PUBLIC_BASE_URL>/?token=<token>`,
 * a link that opens the application with these answers filled in. The link
 * works until it expires (7 days by default) or is revoked.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultPrefillLinkDays } from '@admissions/server';
import { type AdminCommand, positiveNumber, runAdminCommand, UsageError } from './runAdminCommand.ts';

const usage = `Usage:
  npm run prefill-link -- <answers.json> [--days N]   create a prefill link (default ${defaultPrefillLinkDays} days)
  npm run prefill-link -- --revoke <token>            revoke a prefill link`;

export function prefillLinkCommand(args: string[]): AdminCommand {
  const { values, positionals } = parsePrefillLinkArgs(args);
  const revoke = values.revoke;
  if (revoke !== undefined) {
    return async (operations) => {
      const { revoked } = await operations.revokePrefillLink({ token: revoke });
      return {
        output: revoked
          ? 'The prefill link has been revoked.'
          : 'No live prefill link has this token (unknown or already revoked).',
      };
    };
  }
  if (positionals.length !== 1) throw new UsageError('Give exactly one answers file (JSON).');
  const days = positiveNumber(values.days, 'days', defaultPrefillLinkDays);
  const answers = readAnswersFile(positionals[0]!);
  return async (operations) => {
    const created = await operations.createPrefillLink({ answers, days });
    return {
      output: created.link,
      note: `Valid until ${created.expires_at}. Revoke with: npm run prefill-link -- --revoke ${created.token}`,
    };
  };
}

function readAnswersFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function parsePrefillLinkArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { days: { type: 'string' }, revoke: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(usage, () => prefillLinkCommand(process.argv.slice(2)));
}
