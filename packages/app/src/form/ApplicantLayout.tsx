import { Suspense, useState } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { DocumentServicesProvider } from '../documents/DocumentServicesContext.tsx';
import { useDocumentPipeline } from '../documents/useDocumentPipeline.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { UnexpectedErrorDialog } from '../errors/UnexpectedErrorDialog.tsx';
import { Outlet, useLocation } from '../routing/index.ts';
import { ServiceView } from '../service/ServiceView.tsx';
import { ApplicationGate } from './ApplicationGate.tsx';
import { FormFrame } from './FormFrame.tsx';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';
import { useLastPageRecorder } from './useLastPageRecorder.ts';

/**
 * The form routes of a logged-in applicant, of a prefill (`token`) link and
 * of a staff (`service_token`) link: everything that loads data (the
 * profile, documents, the PDF) with React Query. Its own chunk: a visitor's
 * first page does not need it.
 */
export function ApplicantLayout() {
  const serviceToken = new URLSearchParams(useLocation().search).get('service_token');
  const { documents } = useAppServices();
  // The document pipeline's code may still be loading (main.tsx loads it with this layout): the form then waits in
  // a Suspense boundary. Decided once, at mount (a boundary that came or went would mount the form anew). A page
  // the server rendered always has it loaded, and hydrates without a boundary: in one pass, like the server's.
  const [pipelineLoading] = useState(() => documents.isLoaded?.() === false);
  const form = pipelineLoading ? (
    <Suspense fallback={<FullScreenSpinner label="Loading your application…" />}>
      <ApplicantForm />
    </Suspense>
  ) : (
    <ApplicantForm />
  );
  return <QueryProvider>{serviceToken ? <ServiceView serviceToken={serviceToken} /> : form}</QueryProvider>;
}

function ApplicantForm() {
  const documents = useDocumentPipeline();
  useLastPageRecorder();
  return (
    <DocumentServicesProvider value={documents}>
      <FormFrame>
        <ApplicationGate>
          <ErrorBoundary fallback={(error, reset) => <UnexpectedErrorDialog error={error} onClose={reset} />}>
            <Outlet />
          </ErrorBoundary>
        </ApplicationGate>
        {documents.element}
      </FormFrame>
    </DocumentServicesProvider>
  );
}
