import type { TenantBundle } from '@admissions/form-core';
import { buildApplicationPdf, type ApplicationPdfInput } from '../../pdf/buildApplicationPdf.ts';
import type { FontFiles } from '../../pdf/pdfFonts.ts';
import { prepareDocument, type PrepareDocumentInput, type PreparedDocument } from '../conversion/prepareDocument.ts';
import { normalizePdf } from '../conversion/normalizePdf.ts';

/** What every task of one worker thread shares: set once when the thread starts. */
export interface IsolatedContext {
  bundle: TenantBundle;
  fonts: FontFiles;
}

/** The work that runs in the isolated worker thread, by name: its input and its output. */
export interface IsolatedTaskTypes {
  /**
   * The PDF copy of an application (the fonts come from the context, and so
   * does the tenant unless the application was submitted under an earlier
   * version: then that version's definition comes with the input).
   */
  applicationPdf: {
    input: Omit<ApplicationPdfInput, 'bundle' | 'fonts'> & { bundle?: TenantBundle };
    output: Uint8Array;
  };
  /** Checks an upload and converts what can be converted in-process; a .docx comes back sanitised. */
  prepareDocument: { input: Omit<PrepareDocumentInput, 'fonts'>; output: PreparedDocument };
  /** A PDF from a converter, loaded and rebuilt without active content. */
  normalizePdf: { input: Uint8Array; output: Uint8Array };
}

export type IsolatedTaskName = keyof IsolatedTaskTypes;
export type IsolatedInput<T extends IsolatedTaskName> = IsolatedTaskTypes[T]['input'];
export type IsolatedOutput<T extends IsolatedTaskName> = IsolatedTaskTypes[T]['output'];

type TaskTable = {
  [T in IsolatedTaskName]: (input: IsolatedInput<T>, context: IsolatedContext) => Promise<IsolatedOutput<T>>;
};

/** Runs inside the worker thread only (see isolatedWorkerEntry.ts). */
export const isolatedTasks: TaskTable = {
  applicationPdf: (input, context) =>
    buildApplicationPdf({ ...input, bundle: input.bundle ?? context.bundle, fonts: context.fonts }),
  prepareDocument: (input, context) => prepareDocument({ ...input, fonts: context.fonts }),
  normalizePdf: (input) => normalizePdf(input),
};

export const isolatedTaskNames = Object.keys(isolatedTasks) as IsolatedTaskName[];
