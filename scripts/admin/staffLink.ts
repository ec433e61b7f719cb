/**
 * npm run staff-link -- <applicant email> [--hours N]
 * npm run staff-link -- --revoke <token>
 *
 * Prints a read-only staff link `<PUBLIC_BASE_URL>/?service_token=<token>` for one
 * applicant (valid 72 hours by default), or revokes one. Uses the server's
 * environment (DATA_DIR / DATABASE_URL, PUBLIC_BASE_URL, TENANT); see docs/api.md.
 */
import { parseArgs } from 'node:util';
import { defaultStaffLinkHours } from '@admissions/server';
import { type AdminCommand, positiveNumber, runAdminCommand, UsageError } from './runAdminCommand.ts';

const usage = `Usage:
  npm run staff-link -- <applicant email> [--hours N]   create a read-only staff link (default ${defaultStaffLinkHours} hours)
  npm run staff-link -- --revoke <token>                revoke a staff link`;

export function staffLinkCommand(args: string[]): AdminCommand {
  const { values, positionals } = parseStaffLinkArgs(args);
  const revoke = values.revoke;
  if (revoke !== undefined) {
    return async (operations) => {
      const { revoked } = await operations.revokeStaffLink({ token: revoke });
      return {
        output: revoked
          ? 'The staff link has been revoked.'
          : 'No live staff link has this token (unknown or already revoked).',
      };
    };
  }
  if (positionals.length !== 1) throw new UsageError('Give exactly one applicant email address.');
  const hours = positiveNumber(values.hours, 'hours', defaultStaffLinkHours);
  const username = positionals[0]!;
  return async (operations) => {
    const created = await operations.createStaffLink({ username, hours });
    return {
      output: created.link,
      note: `Valid until ${created.expires_at}. Revoke with: npm run staff-link -- --revoke ${created.token}`,
    };
  };
}

function parseStaffLinkArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { hours: { type: 'string' }, revoke: { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(usage, () => staffLinkCommand(process.argv.slice(2)));
}
