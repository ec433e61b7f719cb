import styled from '@emotion/styled';
import { Outlet, useLocation } from '../routing/index.ts';
import { DocumentServicesProvider } from '../documents/DocumentServicesContext.tsx';
import { useDocumentPipeline } from '../documents/useDocumentPipeline.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { UnexpectedErrorDialog } from '../errors/UnexpectedErrorDialog.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { StepNav } from '../layout/StepNav.tsx';
import { ServiceView } from '../service/ServiceView.tsx';
import { appTheme } from '../theme/appTheme.ts';
import { ApplicationGate } from './ApplicationGate.tsx';
import { useLastPageRecorder } from './useLastPageRecorder.ts';

export const Main = styled.main`
  max-width: 75rem;
  margin: 0 auto;
  padding: 0 1.5rem;
  ${appTheme.media.mobile} {
    padding: 0 1rem;
  }
`;

/**
 * The form routes' frame (spec section 2): header, step navigation, banner,
 * validation summary, the page, footer. A `service_token` link shows the
 * chrome-free read-only view instead.
 */
export function FormLayout() {
  const serviceToken = new URLSearchParams(useLocation().search).get('service_token');
  if (serviceToken) return <ServiceView serviceToken={serviceToken} />;
  return <ApplicantLayout />;
}

function ApplicantLayout() {
  const documents = useDocumentPipeline();
  useLastPageRecorder();
  return (
    <DocumentServicesProvider value={documents}>
      <Header />
      <StepNav />
      <Main id="main" tabIndex={-1}>
        <ApplicationGate>
          <ErrorBoundary fallback={(error, reset) => <UnexpectedErrorDialog error={error} onClose={reset} />}>
            <Outlet />
          </ErrorBoundary>
        </ApplicationGate>
        {documents.element}
      </Main>
      <Footer />
    </DocumentServicesProvider>
  );
}
