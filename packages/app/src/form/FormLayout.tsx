import { createLazyComponent } from '@admissions/form-react';
import { useMemo, useState } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { DocumentServicesProvider } from '../documents/DocumentServicesContext.tsx';
import type { DocumentServices } from '../documents/DocumentServices.ts';
import { ErrorBoundary } from '../errors/ErrorBoundary.tsx';
import { UnexpectedErrorDialog } from '../errors/UnexpectedErrorDialog.tsx';
import { completionPath } from '../flow/createApplicationFlow.ts';
import { Navigate, Outlet, useLocation } from '../routing/index.ts';
import { useSnapshot } from '../session/SessionContext.tsx';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';
import { FormFrame } from './FormFrame.tsx';

export { Main } from './FormFrame.tsx';

/** A logged-in applicant's (or a prefill or staff link's) form routes: its own chunk, with React Query. */
export const ApplicantLayout = createLazyComponent(
  async () => (await import('./ApplicantLayout.tsx')).ApplicantLayout,
  <FullScreenSpinner label="Loading your application…" />,
);

/**
 * The form routes' frame: header, step navigation, banner,
 * validation summary, the page, footer. Who is looking decides what it
 * loads: a visitor's form keeps nothing on the server, so it needs neither
 * the profile nor documents, and renders at once; anyone else gets the
 * applicant layout (loaded on demand, see ApplicantLayout.tsx).
 */
export function FormLayout() {
  const { search } = useLocation();
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  const signingOut = useSnapshot((snapshot) => snapshot.signingOut !== false);
  const params = new URLSearchParams(search);
  // A prefill link's layout stays after it drops the token from the address: it holds the loaded answers.
  const [openedWithToken] = useState(() => params.has('token'));
  const visitor =
    !isLoggedIn && !signingOut && !openedWithToken && !params.has('token') && !params.has('service_token');
  const { documents } = useAppServices();
  // The applicant layout will need the document pipeline: load its code beside the layout's, not after it.
  if (!visitor) void documents.preload?.();
  return visitor ? <VisitorLayout /> : <ApplicantLayout />;
}

/**
 * A visitor's form: nothing stored. An upload steers to sign-up as saving does; the PDF copy, a copy of what is
 * stored, goes to /signup (with what was typed) as every other action a visitor cannot take does.
 */
function VisitorLayout() {
  const { flow, tenant } = useAppServices();
  const { pathname, search } = useLocation();
  const documents = useMemo<DocumentServices>(() => {
    const steerToSignup = async () => {
      await flow.save();
    };
    return {
      documents: {},
      documentStates: {},
      onUpload: steerToSignup,
      onDelete: async () => undefined,
      beforeTabSwitch: async () => true,
      onPdfDownload: async () => flow.goToSignup(),
    };
  }, [flow]);
  // /completion needs a submission, which a visitor never has.
  if (pathname === completionPath) {
    return <Navigate to={{ pathname: tenant.bundle.config.defaultRoute, search }} replace />;
  }
  return (
    <DocumentServicesProvider value={documents}>
      <FormFrame>
        <ErrorBoundary fallback={(error, reset) => <UnexpectedErrorDialog error={error} onClose={reset} />}>
          <Outlet />
        </ErrorBoundary>
      </FormFrame>
    </DocumentServicesProvider>
  );
}
