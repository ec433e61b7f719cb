import { useEffect } from 'react';
import { Outlet } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { QueryProvider } from '../api/QueryProvider.tsx';
import { Main } from '../form/FormFrame.tsx';
import { Footer } from '../layout/Footer.tsx';
import { Header } from '../layout/Header.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { SubmittedApplicantRedirect } from './SubmittedApplicantRedirect.tsx';

/**
 * The frame of the account pages: header and footer, no step navigation.
 * Completes a sign-out; sends a submitted applicant to /completion. Its own
 * chunk (with React Query): a visitor's first page does not need it.
 */
export function AuthLayout() {
  const { flow } = useAppServices();
  const signingOut = useSnapshot((snapshot) => snapshot.signingOut);
  // The form is gone now: forget the applicant who just left.
  useEffect(() => {
    if (signingOut) flow.completeSignOut();
  }, [signingOut, flow]);
  return (
    <QueryProvider>
      <Header />
      <Main id="main" tabIndex={-1}>
        <SubmittedApplicantRedirect>
          <Outlet />
        </SubmittedApplicantRedirect>
      </Main>
      <Footer />
    </QueryProvider>
  );
}
