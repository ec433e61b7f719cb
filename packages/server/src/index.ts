export { buildServer, type BuildServerOptions, type BuiltServer } from './buildServer.ts';
export { ConfigError, configErrorExitCode, loadConfig, type ServerConfig } from './config.ts';
export { type Clock, systemClock } from './clock.ts';
export { keepNewFilesOwnerOnly } from './security/ownerOnlyFiles.ts';
export type { Database, Queryable, QueryResult } from './db/database.ts';
export { openDatabase, StartupError } from './db/openDatabase.ts';
export { migrate, readMigrations } from './db/migrate.ts';
export { contentHash, loadTenantDirectory, loadTenantFolder } from './tenant/loadTenantDirectory.ts';
export { createTenantRules, type TenantOrigin, type TenantRules } from './tenant/tenantRules.ts';
export type { Mailer, OutgoingMail } from './mail/mailer.ts';
export type { AddressLookupProvider } from './lookup/addressLookupProvider.ts';
export {
  AdminError,
  type AdminOperations,
  type CreatedLink,
  createAdminOperations,
  defaultPrefillLinkDays,
  defaultStaffLinkHours,
} from './admin/adminOperations.ts';
export { openAdminOperations, type OpenedAdminOperations } from './admin/openAdminOperations.ts';
export type { SubmittedStaffLink } from './admin/adminOperations.ts';
export {
  applicantColumns,
  type ExportColumn,
  type ExportColumnKind,
  exportColumns,
  type ExportValueType,
} from './export/exportColumns.ts';
export {
  applicantId,
  type ApplicationExport,
  createApplicationExport,
  type ExportRecord,
  type ExportValue,
  type SubmittedApplication,
} from './export/exportRecord.ts';
export { csvField, csvRow, utf8Bom } from './export/csvFormat.ts';
export { type DictionaryEntry, dictionaryHeader, exportDictionary, optionsText } from './export/exportDictionary.ts';
export {
  type BundleApplicant,
  defaultExportPageSize,
  type ExportOperations,
  type ExportPageInput,
} from './export/exportOperations.ts';
export type { ExportCursor } from './export/submittedApplicationRepository.ts';
export type { FailedDelivery } from './export/webhook/deliveryRepository.ts';
export { webhookHeaders, webhookSignature, submissionEvent } from './export/webhook/webhookSignature.ts';
export { isDatabaseUrl, openChangeReview, type ChangeReviewTarget } from './changeReview/openChangeReview.ts';
export type { ChangeReviewReport } from './changeReview/changeReviewReport.ts';
export { readMigrationSteps } from './changeReview/readMigrationSteps.ts';
export type { TenantVersionListing } from './tenantVersions/listTenantVersions.ts';
