import { createElement, useCallback, useMemo, useState } from 'react';
import { withUnauthorizedHandler } from '../api/withUnauthorizedHandler.ts';
import { createDocumentApi, type DocumentApi } from './documentApi.ts';
import type { DocumentServices, DocumentServicesFactory } from './DocumentServices.ts';
import { UploadInProgressDialog } from './UploadInProgressDialog.tsx';
import { useDocumentUploads } from './useDocumentUploads.ts';
import { usePdfDownload } from './usePdfDownload.ts';

export interface DocumentPipelineOptions {
  /** The HTTP document calls by default; tests pass a fake. */
  api?: DocumentApi;
  /** Starts a file download (the browser's by default). */
  download?: (url: string, fileName: string) => void;
}

/**
 * The document pipeline the app is given (`createApp({ documents })`):
 * uploads and conversion, tab-switch handling and the application PDF.
 */
export function createDocumentPipeline(options: DocumentPipelineOptions = {}): DocumentServicesFactory {
  const documentApi = options.api ?? createDocumentApi();
  return {
    useDocumentServices(context): DocumentServices {
      const { onUnauthorized } = context;
      const api = useMemo(() => withUnauthorizedHandler(documentApi, onUnauthorized), [onUnauthorized]);
      const uploads = useDocumentUploads(api, context);
      const onPdfDownload = usePdfDownload(api, context, options.download);
      const [blocked, setBlocked] = useState(false);
      const { conversionRunning, removeForTabSwitch } = uploads;
      const beforeTabSwitch = useCallback(
        async (_tabGroupId: string, _chosenTab: string, fileKeys: readonly string[]) => {
          if (conversionRunning()) {
            setBlocked(true);
            return false;
          }
          await removeForTabSwitch(fileKeys);
          return true;
        },
        [conversionRunning, removeForTabSwitch],
      );
      const element = useMemo(
        () => createElement(UploadInProgressDialog, { isOpen: blocked, onClose: () => setBlocked(false) }),
        [blocked],
      );
      return useMemo(
        () => ({
          documents: uploads.documents,
          documentStates: uploads.documentStates,
          onUpload: uploads.onUpload,
          onDelete: uploads.onDelete,
          beforeTabSwitch,
          onPdfDownload,
          refresh: uploads.refresh,
          element,
        }),
        [
          uploads.documents,
          uploads.documentStates,
          uploads.onUpload,
          uploads.onDelete,
          beforeTabSwitch,
          onPdfDownload,
          uploads.refresh,
          element,
        ],
      );
    },
  };
}
