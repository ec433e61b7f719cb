import { errorCatalogue, type DocumentAnswers } from '@admissions/contracts';
import type { AnswerStore, DocumentState } from '@admissions/form-react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/ApiClient.ts';
import type { SaveOutcome } from '../flow/saveAnswers.ts';

/**
 * What the form gets from the document pipeline (uploads, conversion polling,
 * tab-switch deletion, the application PDF). The pipeline is a separate piece
 * of work: it implements `DocumentServicesFactory` and the app is given it in
 * `createAppServices({ documents })`. Everything here maps onto form-react's
 * FormServices fields of the same names.
 */
export interface DocumentServices {
  /** Stored documents by answer key (GET /api/document-answer, or the profile's document_answer). */
  documents: Readonly<DocumentAnswers>;
  /** Upload / conversion state by answer key. */
  documentStates: Readonly<Record<string, DocumentState>>;
  /** Save answers and upload a file the widget has validated; errors are shown by the pipeline. */
  onUpload(key: string, file: File): Promise<void>;
  /** Delete a stored document (the widget has asked for confirmation). */
  onDelete(key: string): Promise<void>;
  /**
   * Before a tab switch: resolve false to refuse it (a conversion is running:
   * the pipeline shows 'File Upload in Progress'); otherwise delete the
   * documents of `fileKeys` and resolve true.
   */
  beforeTabSwitch(tabGroupId: string, chosenTab: string, fileKeys: readonly string[]): Promise<boolean>;
  /** The PDF download button of the page actions. */
  onPdfDownload(): Promise<void>;
  /** Reads the stored documents and their conversions again (after a failed tab switch). */
  refresh?(): Promise<void>;
  /** Dialogs or banners the pipeline renders (mounted once inside the form layout). */
  element?: ReactNode;
}

/** What the app hands the pipeline. */
export interface DocumentContext {
  api: ApiClient;
  answers: AnswerStore;
  isLoggedIn: boolean;
  /** Saves the answers (the upload flow saves before asking for a presigned URL). */
  saveAnswers(): Promise<SaveOutcome>;
  /** Stored documents from the profile (document_answer), {} for visitors. */
  profileDocuments: Readonly<DocumentAnswers>;
  showError(message: string, label: string): void;
  /**
   * The app's session-invalid path (cache cleared, /login). The pipeline hands
   * it to its own client (withUnauthorizedHandler), so a 401 of any document
   * call takes it; the pipeline itself only leaves a 401 unreported.
   */
  onUnauthorized(error: unknown): void;
}

/** The seam: a React hook, so the pipeline can use queries, timers and state. */
export interface DocumentServicesFactory {
  useDocumentServices(context: DocumentContext): DocumentServices;
  /** Starts loading the pipeline's code ahead of its first use (a pipeline loaded on demand). */
  preload?(): Promise<unknown>;
  /** False while a pipeline loaded on demand has not arrived (its first use then suspends); a pipeline without it never suspends. */
  isLoaded?(): boolean;
}

export const documentsUnavailableMessage =
  'Uploading documents is not available at the moment. Please try again later.';

/** Until the pipeline is wired: stored documents show, new uploads explain they are not available. */
export const unavailableDocumentServices: DocumentServicesFactory = {
  useDocumentServices(context) {
    return {
      documents: context.profileDocuments,
      documentStates: {},
      onUpload: async (key) => context.showError(documentsUnavailableMessage, errorCatalogue.uploadForKey(key)),
      onDelete: async (key) => context.showError(documentsUnavailableMessage, errorCatalogue.uploadForKey(key)),
      beforeTabSwitch: async () => true,
      onPdfDownload: async () => context.showError(documentsUnavailableMessage, errorCatalogue.pdfDownload),
    };
  },
};
