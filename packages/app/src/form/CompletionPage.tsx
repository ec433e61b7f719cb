import { errorCatalogue } from '@admissions/contracts';
import { PdfDownloadButton, SafeMarkup } from '@admissions/form-react';
import { useMemo } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { ChecklistPanel } from '../checklist/ChecklistPanel.tsx';
import { createDocumentApi } from '../documents/documentApi.ts';
import { useDocumentServices } from '../documents/DocumentServicesContext.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { PageIntro } from './PageIntro.tsx';
import { CompletionRecommendations } from '../recommendations/CompletionRecommendations.tsx';

/**
 * /completion: the standalone page after submission (no steps, nothing left
 * to fill in): the spec's success text, then the tenant's checklist with an
 * upload under each item that takes a document.
 */
export function CompletionPage() {
  const { tenant, api } = useAppServices();
  const documents = useDocumentServices();
  const checklistDocuments = useMemo(() => createDocumentApi(), []);
  useDocumentTitle('Application Submitted');
  const texts = tenant.bundle.config.texts ?? {};
  const text = texts.completion ?? errorCatalogue.submitted;
  return (
    <>
      <PageIntro title="Application Submitted" />
      <p>{text}</p>
      {texts.completionNextSteps ? <SafeMarkup text={texts.completionNextSteps} /> : null}
      <PdfDownloadButton label="Download a PDF copy of your application" onPdfDownload={documents.onPdfDownload} />
      <ChecklistPanel getChecklist={api.getChecklist} documents={checklistDocuments} />
      <CompletionRecommendations />
    </>
  );
}
