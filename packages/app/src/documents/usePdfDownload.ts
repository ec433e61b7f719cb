import { errorCatalogue, isConversionRunning, type PdfResponse } from '@admissions/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { errorMessageOf, isUnauthorized } from '../api/apiErrors.ts';
import { appConfig } from '../config/appConfig.ts';
import { sleep } from './sleep.ts';
import type { DocumentApi } from './documentApi.ts';
import { documentQueryKeys } from './documentQueryKeys.ts';
import type { DocumentContext } from './DocumentServices.ts';

/** Starts the browser's download of a same-origin URL. */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The PDF copy of the application: GET /api/pdf
 * polled every second while UNPROCESSED or IN_PROGRESS, then every 10
 * minutes; the button saves the answers first (the copy shows what the
 * applicant sees), waits for COMPLETED and downloads it. FAILED shows
 * 'Error downloading PDF copy of your application.'
 *
 * A submitted application is read-only: its save is skipped (nothing can
 * change), and the copy of what was submitted is exactly what the applicant
 * wants, so a skipped save goes on to the download like a successful one.
 * Only a save that did not happen for a reason the applicant must see first
 * (a failure or a conflict, each with its own message; a visitor) stops here.
 */
export function usePdfDownload(api: DocumentApi, context: DocumentContext, download = startDownload) {
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  useQuery<PdfResponse>({
    queryKey: documentQueryKeys.pdf,
    queryFn: api.getPdf,
    enabled: requested && context.isLoggedIn,
    refetchInterval: (query) =>
      isConversionRunning(query.state.data?.status) ? appConfig.pdf.pollMs : appConfig.pdf.slowPollMs,
  });

  return useCallback(async () => {
    const label = errorCatalogue.pdfDownload;
    try {
      const saved = await context.saveAnswers();
      if (saved.kind !== 'saved' && saved.kind !== 'skipped') return;
      setRequested(true);
      let status = await queryClient.fetchQuery({ queryKey: documentQueryKeys.pdf, queryFn: api.getPdf, staleTime: 0 });
      while (isConversionRunning(status.status)) {
        await sleep(appConfig.pdf.pollMs);
        status = await queryClient.fetchQuery({ queryKey: documentQueryKeys.pdf, queryFn: api.getPdf, staleTime: 0 });
      }
      if (status.status === 'COMPLETED' && status.url) download(status.url, 'application.pdf');
      else context.showError(label, label);
    } catch (error) {
      if (!isUnauthorized(error)) context.showError(errorMessageOf(error), label);
    }
  }, [api, context, download, queryClient]);
}
