/**
 * npm run tenant-versions
 *
 * Lists the published versions of the tenant the server runs (TENANT), oldest
 * first: when each was first started, how many applications are in progress
 * under it and were submitted with it, and what changed since the version
 * before, in words. Uses the server's environment (DATA_DIR / DATABASE_URL,
 * TENANT); see docs/operations.md.
 */
import type { AdminOperations } from '@admissions/server';
import { type AdminCommand, runAdminCommand, UsageError } from './runAdminCommand.ts';

const usage = `Usage:
  npm run tenant-versions     list the tenant's published versions and what changed between them`;

/** The listing as lines: a heading per version, then its changes. */
export function formatTenantVersions(listing: Awaited<ReturnType<AdminOperations['tenantVersions']>>): string {
  if (listing.versions.length === 0) {
    return `Tenant "${listing.tenant}" has no published version yet (the server records one when it starts).`;
  }
  const lines = [`Tenant "${listing.tenant}": ${listing.versions.length} version(s), oldest first.`];
  listing.versions.forEach((version, index) => {
    const latest = index === listing.versions.length - 1 ? ', live' : '';
    lines.push(
      '',
      `Version ${version.id} (recorded ${version.recordedAt}${latest}; ` +
        `${version.inProgress} in progress, ${version.submitted} submitted; definition ${version.hash.slice(0, 12)})`,
    );
    if (index === 0) lines.push('  The first recorded version.');
    else if (version.changes.length === 0)
      lines.push('  No change to questions, choices or texts (other settings changed, such as branding or dates).');
    else for (const change of version.changes) lines.push(`  - ${change}`);
  });
  return lines.join('\n');
}

export function tenantVersionsCommand(args: string[]): AdminCommand {
  if (args.length > 0) throw new UsageError(`Unexpected argument ${args[0]}.`);
  return async (operations) => ({ output: formatTenantVersions(await operations.tenantVersions({})) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAdminCommand(usage, () => tenantVersionsCommand(process.argv.slice(2)));
}
