import { type LookupCategory, lookupCategories, type StudentAnswers } from '@admissions/contracts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { normalizeUsername } from '../accounts/emailAddress.ts';
import { randomToken, sha256 } from '../accounts/secretTokens.ts';
import { readImportedRecords } from '../lookup/readImportedRecords.ts';
import type { LookupChanges } from '../lookup/lookupChanges.ts';
import { lookupRepository } from '../lookup/lookupRepository.ts';
import { prefillTokenRepository } from '../prefillLinks/prefillTokenRepository.ts';
import { serviceTokenRepository } from '../staffLinks/serviceTokenRepository.ts';
import { userRepository } from '../accounts/userRepository.ts';
import type { TenantRules } from '../tenant/tenantRules.ts';
import { AdminError } from './adminError.ts';
import { type ChecklistAdminOperations, checklistAdminOperations } from '../checklist/checklistAdminOperations.ts';
import {
  type BundleDocuments,
  createExportOperations,
  defaultExportPageSize,
  type ExportOperations,
} from '../export/exportOperations.ts';
import { applicantId } from '../export/exportRecord.ts';
import { type ExportCursor, submittedApplicationRepository } from '../export/submittedApplicationRepository.ts';
import type { FailedDelivery } from '../export/webhook/deliveryRepository.ts';
import { failedDeliveries } from '../export/webhook/submissionWebhook.ts';
import { overlongAnswerKeys, unknownAnswerKeys } from '../tenant/unknownAnswerKeys.ts';
import type { MigrationStep, TenantBundle } from '@admissions/form-core';
import { type ChangeReviewReport, changeReviewReport } from '../changeReview/changeReviewReport.ts';
import { listTenantVersions, type TenantVersionListing } from '../tenantVersions/listTenantVersions.ts';
import type { VersionedDefinitions } from '../tenantVersions/versionedDefinitions.ts';

export { AdminError };

export interface CreatedLink {
  token: string;
  link: string;
  expires_at: string;
}

/** A staff link of one submitted applicant. */
export interface SubmittedStaffLink {
  applicant_id: string;
  applicant_email: string;
  submitted_at: string;
  link: string;
  expires_at: string;
}

/** What the admin CLIs do; run against the database directly or through the server's admin endpoint. */
export interface AdminOperations extends ExportOperations, ChecklistAdminOperations {
  createStaffLink(input: { username: string; hours: number }): Promise<CreatedLink>;
  /** A read-only staff link per applicant submitted since `since` (a page at a time, after `after`). */
  createSubmittedStaffLinks(input: {
    since: string;
    hours: number;
    after?: ExportCursor;
    limit?: number;
  }): Promise<{ links: SubmittedStaffLink[]; next: ExportCursor | null }>;
  /** Dead webhook deliveries (retry window used up), oldest first, after the id `after`. */
  listFailedDeliveries(input: { after?: string; limit?: number }): Promise<{ deliveries: FailedDelivery[] }>;
  /** Queues dead deliveries again (those of `ids`, or all), each with a fresh retry window. */
  retryFailedDeliveries(input: { ids?: string[]; all?: boolean }): Promise<{ queued: number }>;
  revokeStaffLink(input: { token: string }): Promise<{ revoked: boolean }>;
  /** The tenant's published versions, oldest first, each with what changed since the one before. */
  tenantVersions(input: Record<string, never>): Promise<{ tenant: string; versions: TenantVersionListing[] }>;
  /** Reviews a tenant folder's definition against the live version: every change, its counts, the errors. */
  reviewChange(input: {
    tenant: string;
    definition: TenantBundle;
    steps: MigrationStep[];
  }): Promise<ChangeReviewReport>;
  createPrefillLink(input: { answers: unknown; days: number }): Promise<CreatedLink>;
  revokePrefillLink(input: { token: string }): Promise<{ revoked: boolean }>;
  importLookup(input: { category: string; csv: string }): Promise<{ imported: number }>;
}

export const defaultStaffLinkHours = 72;
export const defaultPrefillLinkDays = 7;

export interface AdminContext {
  db: Database;
  clock: Clock;
  publicOrigin: string;
  /** Needed to check prefill answers against the data model, and for the export's columns. */
  tenant: TenantRules;
  /** Storage and the printing worker thread, for document bundles (created on first use in a CLI). */
  documents?(): BundleDocuments;
  /** The definitions of the tenant's versions (submitted applications are exported with their own). */
  definitions?: VersionedDefinitions;
  /** Wakes the job worker of this process (the server's), after deliveries were queued again. */
  notifyWorker?(): void;
  /** The lookup changes of this process's server, told of an import (none in a CLI). */
  lookupChanges?: LookupChanges;
}

function checkLifetime(value: number, unit: string, max: number): void {
  if (!Number.isFinite(value) || value <= 0 || value > max) {
    throw new AdminError(`The lifetime must be a positive number of ${unit}, at most ${max}.`);
  }
}

function checkAnswers(tenant: TenantRules, answers: unknown): StudentAnswers {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    throw new AdminError('The answers file must hold one JSON object of answer key -> value.');
  }
  const wrongType = Object.entries(answers).filter(([, v]) => typeof v !== 'string' && typeof v !== 'boolean');
  if (wrongType.length > 0) {
    throw new AdminError(`Answer values must be strings or booleans: ${wrongType.map(([k]) => k).join(', ')}.`);
  }
  const unknown = unknownAnswerKeys(tenant, answers as Record<string, unknown>);
  if (unknown.length > 0) throw new AdminError(`These keys are not in the tenant's data model: ${unknown.join(', ')}.`);
  const overlong = overlongAnswerKeys(tenant, answers as Record<string, unknown>);
  if (overlong.length > 0) {
    throw new AdminError(`These answers are longer than ${tenant.characterLimit} characters: ${overlong.join(', ')}.`);
  }
  return answers as StudentAnswers;
}

/** The operations on a database (used by the CLIs directly, and by the admin endpoint). */
export function createAdminOperations(context: AdminContext): AdminOperations {
  const { db, clock, publicOrigin, tenant } = context;
  const documents =
    context.documents ??
    (() => {
      throw new AdminError('Document bundles need the storage and the printing worker; none was given.');
    });
  const exports = createExportOperations({
    db,
    clock,
    bundle: tenant.bundle,
    documents,
    ...(context.definitions ? { definitions: context.definitions } : {}),
  });
  return {
    async tenantVersions() {
      return { tenant: tenant.name, versions: await listTenantVersions(db, tenant.name) };
    },

    async reviewChange(input) {
      return changeReviewReport(db, input);
    },

    exportColumns: exports.exportColumns,
    exportPage: exports.exportPage,
    bundlePage: exports.bundlePage,
    bundleFile: exports.bundleFile,
    ...checklistAdminOperations({ db, clock, tenant }),

    async createSubmittedStaffLinks({ since, hours, after, limit = defaultExportPageSize }) {
      checkLifetime(hours, 'hours', 24 * 365);
      const sinceDate = new Date(since);
      if (Number.isNaN(sinceDate.getTime()))
        throw new AdminError(`--submitted-since must be an ISO date, got "${since}".`);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new AdminError('The page size must be 1 to 1000.');
      const rows = await submittedApplicationRepository.page(db, {
        since: sinceDate,
        ...(after ? { after } : {}),
        limit,
      });
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + hours * 3_600_000);
      const links: SubmittedStaffLink[] = [];
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const token = randomToken();
          await serviceTokenRepository.create(tx, row.userId, sha256(token), now, expiresAt);
          links.push({
            applicant_id: applicantId(row.userId),
            applicant_email: row.username,
            submitted_at: row.submittedAt.toISOString(),
            link: `${publicOrigin}/?service_token=${token}`,
            expires_at: expiresAt.toISOString(),
          });
        }
      });
      return { links, next: rows.length === limit ? rows[rows.length - 1]!.cursor : null };
    },

    async listFailedDeliveries({ after, limit = 500 }) {
      if (after !== undefined && !/^\d{1,19}$/.test(after)) throw new AdminError('Unknown delivery id.');
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new AdminError('The page size must be 1 to 1000.');
      return { deliveries: await failedDeliveries.list(db, after, limit) };
    },

    async retryFailedDeliveries({ ids, all }) {
      if (all === true) {
        const queued = await failedDeliveries.revive(db, clock, 'all');
        if (queued > 0) context.notifyWorker?.();
        return { queued };
      }
      if (!ids || ids.length === 0 || ids.some((id) => !/^\d{1,19}$/.test(id))) {
        throw new AdminError(
          'Give the ids of the deliveries to retry (npm run export -- --failed-deliveries lists them).',
        );
      }
      const queued = await failedDeliveries.revive(db, clock, ids);
      if (queued > 0) context.notifyWorker?.();
      return { queued };
    },

    async createStaffLink({ username, hours }) {
      checkLifetime(hours, 'hours', 24 * 365);
      const user = await userRepository.findByUsername(db, normalizeUsername(username));
      if (!user) throw new AdminError(`No applicant account for ${username}.`);
      const token = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + hours * 3_600_000);
      await db.transaction((tx) => serviceTokenRepository.create(tx, user.id, sha256(token), now, expiresAt));
      return { token, link: `${publicOrigin}/?service_token=${token}`, expires_at: expiresAt.toISOString() };
    },

    async revokeStaffLink({ token }) {
      const revoked = await db.transaction((tx) => serviceTokenRepository.revoke(tx, sha256(token), clock.now()));
      return { revoked };
    },

    async createPrefillLink({ answers, days }) {
      checkLifetime(days, 'days', 365);
      const checked = checkAnswers(tenant, answers);
      const token = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + days * 86_400_000);
      await db.transaction((tx) => prefillTokenRepository.create(tx, sha256(token), checked, now, expiresAt));
      return { token, link: `${publicOrigin}/?token=${token}`, expires_at: expiresAt.toISOString() };
    },

    async revokePrefillLink({ token }) {
      const revoked = await db.transaction((tx) => prefillTokenRepository.revoke(tx, sha256(token), clock.now()));
      return { revoked };
    },

    async importLookup({ category, csv }) {
      if (!lookupCategories.includes(category as LookupCategory) || category === 'address') {
        throw new AdminError('The category must be college_ceeb or hs_ceeb.');
      }
      let records;
      try {
        records = readImportedRecords(category as LookupCategory, csv);
      } catch (error) {
        throw new AdminError((error as Error).message);
      }
      // The import replaces the whole category, in one transaction.
      await db.transaction(async (tx) => {
        await lookupRepository.deleteCategory(tx, category as LookupCategory);
        await lookupRepository.insert(tx, records);
      });
      context.lookupChanges?.note();
      await lookupRepository.analyze(db);
      return { imported: records.length };
    },
  };
}
