import type { TenantBundle } from '@admissions/form-core';
import { AdminError } from '../admin/adminError.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { IsolatedWorker } from '../documents/isolation/createIsolatedWorker.ts';
import type { DocumentStorage } from '../storage/documentStorage.ts';
import type { VersionedDefinitions } from '../tenantVersions/versionedDefinitions.ts';
import type { ExportColumn } from './exportColumns.ts';
import { applicantId, type ApplicationExport, createApplicationExport, type ExportRecord } from './exportRecord.ts';
import {
  type ExportCursor,
  submittedApplicationRepository,
  type SubmittedApplicationRow,
} from './submittedApplicationRepository.ts';
import { checklistDocumentLabels, checklistStatesReader } from '../checklist/checklistExport.ts';

/** Applications per page: a page is one query and one admin-endpoint answer (a few MB at most). */
export const defaultExportPageSize = 200;
const maxExportPageSize = 1000;

/** What printing a bundle's application PDF and reading its documents needs (created on first use). */
export interface BundleDocuments {
  storage: DocumentStorage;
  isolated: IsolatedWorker;
}

export interface ExportContext {
  db: Database;
  clock: Clock;
  bundle: TenantBundle;
  /**
   * The definitions of the tenant's versions: each submitted application is
   * exported (and printed) with the version it was submitted with. Without
   * it, every application is read with `bundle`.
   */
  definitions?: VersionedDefinitions;
  /** The storage and the worker thread that prints (the server's own, or the CLI's when it works directly). */
  documents(): BundleDocuments;
}

export interface ExportPageInput {
  /** Only applications submitted at or after this time (ISO 8601). */
  since?: string;
  /** The cursor of the previous page's last application. */
  after?: ExportCursor;
  limit?: number;
}

/** One submitted applicant of a document bundle: the files its folder holds. */
export interface BundleApplicant {
  applicantId: string;
  userId: string;
  username: string;
  submittedAt: string;
  documents: { answerKey: string; label: string; fileName: string; converted: boolean }[];
}

/** The export's operations (run on the database, or by the running server through the admin endpoint). */
export interface ExportOperations {
  exportColumns(input: Record<string, never>): Promise<{ columns: ExportColumn[] }>;
  exportPage(input: ExportPageInput): Promise<{ records: ExportRecord[]; next: ExportCursor | null }>;
  bundlePage(input: ExportPageInput): Promise<{ applicants: BundleApplicant[]; next: ExportCursor | null }>;
  /** A file of a bundle, base64: `application` (the application PDF, its form pages) or a document's answer key. */
  bundleFile(input: { userId: string; file: string }): Promise<{ base64: string }>;
}

/** A request the export refuses (a bad date, an unknown applicant): the operator reads the message. */
export class ExportInputError extends AdminError {
  override name = 'ExportInputError';
}

function pageInput(input: ExportPageInput): { since?: Date; after?: ExportCursor; limit: number } {
  const limit = input.limit ?? defaultExportPageSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > maxExportPageSize) {
    throw new ExportInputError(`The page size must be a whole number from 1 to ${maxExportPageSize}.`);
  }
  let since: Date | undefined;
  if (input.since !== undefined) {
    since = new Date(input.since);
    if (Number.isNaN(since.getTime())) throw new ExportInputError(`--since must be an ISO date, got "${input.since}".`);
  }
  if (input.after !== undefined) {
    const { submittedAt, userId } = input.after;
    if (Number.isNaN(new Date(submittedAt).getTime()) || !/^\d{1,19}$/.test(userId)) {
      throw new ExportInputError('The export cursor is not one the export gave.');
    }
  }
  return { ...(since ? { since } : {}), ...(input.after ? { after: input.after } : {}), limit };
}

/**
 * Exports of submitted applications: the columns, the records page by page
 * (keyset), and the document bundle's applicants and files. The same code
 * builds the webhook's body (`createApplicationExport`). Each application is
 * read with the version of the definition it was submitted with; the columns
 * are the running version's, followed by the columns only earlier versions
 * of submitted applications had (so the export and its dictionary name every
 * question an applicant answered, with the label they saw).
 */
export function createExportOperations(context: ExportContext): ExportOperations {
  const { db } = context;
  const currentExport = createApplicationExport(context.bundle);
  const exportsByVersion = new Map<number, Promise<ApplicationExport>>();
  const exportOf = (version: number | null): Promise<ApplicationExport> => {
    const definitions = context.definitions;
    if (!definitions || definitions.isCurrent(version)) return Promise.resolve(currentExport);
    let found = exportsByVersion.get(version!);
    if (!found) {
      found = definitions.bundleOf(version).then(createApplicationExport);
      found.catch(() => exportsByVersion.delete(version!));
      exportsByVersion.set(version!, found);
    }
    return found;
  };
  let allColumns: Promise<ExportColumn[]> | undefined;
  const columnsOfAll = (): Promise<ExportColumn[]> =>
    (allColumns ??= (async () => {
      const columns = [...currentExport.columns];
      if (!context.definitions) return columns;
      const named = new Set(columns.map((column) => column.name));
      for (const version of await submittedApplicationRepository.versions(db)) {
        for (const column of (await exportOf(version)).columns) {
          if (named.has(column.name)) continue;
          named.add(column.name);
          columns.push(column);
        }
      }
      return columns;
    })());
  const checklistStates = checklistStatesReader(context);
  // A checklist document is named by its item's title.
  const checklistLabels = checklistDocumentLabels(context.bundle);
  const labelOf = async (row: SubmittedApplicationRow, answerKey: string): Promise<string> => {
    const checklistLabel = checklistLabels.get(answerKey);
    if (checklistLabel) return checklistLabel;
    const column = (await exportOf(row.submittedVersion)).columns.find(
      (c) => c.kind === 'document' && c.source === answerKey,
    );
    return column?.label ?? answerKey;
  };

  return {
    async exportColumns() {
      return { columns: await columnsOfAll() };
    },

    async exportPage(input) {
      const options = pageInput(input);
      const rows = await submittedApplicationRepository.page(db, options);
      const columns = await columnsOfAll();
      const records: ExportRecord[] = [];
      for (const row of rows) {
        const record = (await exportOf(row.submittedVersion)).record({
          ...row,
          ...(await checklistStates(row.userId)),
        });
        records.push(Object.fromEntries(columns.map((column) => [column.name, record[column.name] ?? null])));
      }
      return { records, next: rows.length === options.limit ? rows[rows.length - 1]!.cursor : null };
    },

    async bundlePage(input) {
      const options = pageInput(input);
      const rows = await submittedApplicationRepository.page(db, options);
      const applicants: BundleApplicant[] = [];
      for (const row of rows) {
        const documents = [];
        for (const document of row.storedDocuments) {
          documents.push({
            answerKey: document.answerKey,
            label: await labelOf(row, document.answerKey),
            fileName: document.fileName,
            converted: document.pdfKey !== null,
          });
        }
        applicants.push({
          applicantId: applicantId(row.userId),
          userId: row.userId,
          username: row.username,
          submittedAt: row.submittedAt.toISOString(),
          documents,
        });
      }
      return { applicants, next: rows.length === options.limit ? rows[rows.length - 1]!.cursor : null };
    },

    async bundleFile({ userId, file }) {
      if (!/^\d{1,19}$/.test(userId)) throw new ExportInputError('Unknown applicant.');
      const [row] = await submittedApplicationRepository.page(db, { limit: 1, userIds: [userId] });
      if (!row) throw new ExportInputError(`No submitted application for applicant ${applicantId(userId)}.`);
      const { storage, isolated } = context.documents();
      if (file !== 'application') {
        const document = row.storedDocuments.find((d) => d.answerKey === file);
        const bytes = document?.pdfKey ? await storage.read(document.pdfKey) : undefined;
        if (!bytes) throw new ExportInputError(`Applicant ${applicantId(userId)} has no converted document ${file}.`);
        return { base64: Buffer.from(bytes).toString('base64') };
      }
      const definitions = context.definitions;
      const bundle =
        definitions && !definitions.isCurrent(row.submittedVersion)
          ? await definitions.bundleOf(row.submittedVersion)
          : undefined;
      const pdf = await isolated.run('applicationPdf', {
        state: { answers: row.answers, tabs: row.tabs, addAnother: row.addAnother },
        username: row.username,
        // Noted by name on the form pages; the documents are files of their own in the bundle.
        documents: row.storedDocuments.map((d) => ({ answerKey: d.answerKey, fileName: d.fileName, pdf: undefined })),
        now: context.clock.now(),
        submittedAt: row.submittedAt.toISOString(),
        appendDocuments: false,
        ...(bundle ? { bundle } : {}),
      });
      return { base64: Buffer.from(pdf).toString('base64') };
    },
  };
}
