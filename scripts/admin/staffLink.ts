/**
 * npm run staff-link -- <applicant email> [--hours N]
 * npm run staff-link -- --submitted-since <ISO date> [--hours N]
 * npm run staff-link -- --revoke <token>
 *
 * Prints a read-only staff link `<PUBLIC_BASE_URL>/?service_token=<token>` for one
 * applicant (valid 72 hours by default), one per applicant submitted since a
 * date (CSV: applicant id, e-mail, submitted time, link, expiry), or revokes
 * one. Uses the server's
 * environment (DATA_DIR / DATABASE_URL, PUBLIC_BASE_URL, TENANT); see docs/api.md.
 */
import { parseArgs } from 'node:util';
import { csvRow, defaultStaffLinkHours, type ExportCursor } from '@admissions/server';
import { outputSink } from './export/outputSink.ts';
import { type AdminCommand, positiveNumber, runAdminCommand, UsageError } from './runAdminCommand.ts';

const usage = `Usage:
  npm run staff-link -- <applicant email> [--hours N]   create a read-only staff link (default ${defaultStaffLinkHours} hours)
  npm run staff-link -- --submitted-since <ISO date> [--hours N]
                                                        one link per applicant submitted since the date (CSV)
  npm run staff-link -- --revoke <token>                revoke a staff link`;

const submittedHeader = ['applicant_id', 'applicant_email', 'submitted_at', 'link', 'expires_at'] as const;

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
  const since = values['submitted-since'];
  if (since !== undefined) {
    if (positionals.length > 0) throw new UsageError('Give an applicant email address or --submitted-since, not both.');
    if (Number.isNaN(Date.parse(since)) || !/^\d{4}-\d{2}-\d{2}/.test(since)) {
      throw new UsageError(`--submitted-since must be an ISO date such as 2026-11-01, got "${since}".`);
    }
    const hours = positiveNumber(values.hours, 'hours', defaultStaffLinkHours);
    return async (operations) => {
      // Written as each page arrives: one line per applicant, whatever their number.
      const stdout = outputSink(undefined);
      await stdout.write(csvRow(submittedHeader));
      let count = 0;
      let expires = '';
      let after: ExportCursor | undefined;
      do {
        const page = await operations.createSubmittedStaffLinks({ since, hours, ...(after ? { after } : {}) });
        for (const link of page.links) {
          await stdout.write(csvRow(submittedHeader.map((name) => link[name])));
          expires = link.expires_at;
          count += 1;
        }
        after = page.next ?? undefined;
      } while (after);
      return {
        note:
          count === 0
            ? `No application was submitted since ${since}.`
            : `${count} staff links, valid until ${expires}. Revoke one with: npm run staff-link -- --revoke <token>`,
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
      options: { hours: { type: 'string' }, revoke: { type: 'string' }, 'submitted-since': { type: 'string' } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(usage, () => staffLinkCommand(process.argv.slice(2)));
}
