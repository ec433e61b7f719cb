import { errorCatalogue } from '@admissions/contracts';
import { PdfDownloadButton, SafeMarkup } from '@admissions/form-react';
import { useAppServices } from '../app/AppProviders.tsx';
import { useDocumentServices } from '../documents/DocumentServicesContext.tsx';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import { PageIntro } from './PageIntro.tsx';
import { CompletionRecommendations } from '../recommendations/CompletionRecommendations.tsx';

/** /completion: the standalone page after submission (no steps, nothing left to fill in). */
export function CompletionPage() {
  const { tenant } = useAppServices();
  const documents = useDocumentServices();
  useDocumentTitle('Application Submitted');
  const texts = tenant.bundle.config.texts ?? {};
  const text = texts.completion ?? errorCatalogue.submitted;
  return (
    <>
      <PageIntro title="Application Submitted" />
      <p>{text}</p>
      {texts.completionNextSteps ? <SafeMarkup text={texts.completionNextSteps} /> : null}
      <PdfDownloadButton label="Download a PDF copy of your application" onPdfDownload={documents.onPdfDownload} />
      <CompletionRecommendations />
    </>
  );
}
