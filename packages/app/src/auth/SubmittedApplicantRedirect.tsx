import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from '../routing/index.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { completionPath } from '../flow/createApplicationFlow.ts';
import { FullScreenSpinner } from '../form/FullScreenSpinner.tsx';
import { useSnapshot } from '../session/SessionContext.tsx';
import { deriveWebStatus } from '../session/deriveWebStatus.ts';

/**
 * A submitted application is held on /completion from every other page, the
 * account pages included. Whether it is submitted is in the profile, so a
 * logged-in applicant on an account page waits for the profile first (the
 * same query the form routes use, so it is loaded once); a visitor sees the
 * page at once. If the profile cannot be loaded the page shows anyway: the
 * account pages must stay usable. A 401 means the session marker outlived
 * the session: the session-invalid path treats the applicant as logged out
 * on an account page, and the page stays.
 */
export function SubmittedApplicantRedirect({ children }: { children: ReactNode }) {
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  // Leaving for /login after a logout: the session is being forgotten, there is nothing to load.
  const signingOut = useSnapshot((snapshot) => snapshot.signingOut !== false);
  // A visitor (or one leaving) gets no profile query at all, not even an idle one in the cache.
  if (!isLoggedIn || signingOut) return children;
  return <ApplicantOnAccountPage>{children}</ApplicantOnAccountPage>;
}

export const checkingSubmissionLabel = 'Checking your application…';

function ApplicantOnAccountPage({ children }: { children: ReactNode }) {
  const { api } = useAppServices();
  const knownSubmitted = useSnapshot((snapshot) => snapshot.webStatus === 'submitted');
  const profile = useQuery({ queryKey: queryKeys.profile, queryFn: api.getProfile, enabled: !knownSubmitted });

  const submitted = knownSubmitted || (profile.data && deriveWebStatus(profile.data.web_status) === 'submitted');
  if (submitted) return <Navigate to={completionPath} replace />;
  if (profile.isPending && !profile.isError) return <FullScreenSpinner label={checkingSubmissionLabel} />;
  return children;
}
