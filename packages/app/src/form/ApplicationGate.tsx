import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useReducer, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from '../routing/index.ts';
import { errorMessageOf, isUnauthorized } from '../api/apiErrors.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { readNavigationState } from '../navigation/navigationState.ts';
import { completionPath } from '../flow/createApplicationFlow.ts';
import { useSnapshot } from '../session/SessionContext.tsx';
import { PrimaryButton } from '../ui/Button.tsx';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';

export { completionPath } from '../flow/createApplicationFlow.ts';
export { FullScreenSpinner } from './FullScreenSpinner.tsx';

/**
 * Form routes show only once the applicant's data is loaded (no flash of an
 * empty form):
 * the profile, tabs and add-another counts for a logged-in applicant, the
 * prefill answers of a `token` link. Then it applies the routing rules:
 * submitted applicants are held on /completion, /completion needs a
 * submission, and a returning applicant resumes at last_page.
 */
export function ApplicationGate({ children }: { children: ReactNode }) {
  const { api, flow, answers, session, tenant, earlyAnswers } = useAppServices();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useSnapshot((snapshot) => snapshot.isLoggedIn);
  const hydratedFor = useSnapshot((snapshot) => snapshot.hydratedFor);
  const webStatus = useSnapshot((snapshot) => snapshot.webStatus);
  const signingOut = useSnapshot((snapshot) => snapshot.signingOut);
  const token = new URLSearchParams(location.search).get('token');
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);

  const tokenAnswers = useQuery({
    queryKey: queryKeys.temporaryAnswers(token ?? ''),
    queryFn: () => api.getTemporaryAnswers(token ?? ''),
    enabled: token !== null,
  });
  // Data that arrived before the first render (fetched beside the first script) is the queries' initial data:
  // the profile is applied before the browser paints, and the spinner never shows.
  const profile = useQuery({
    queryKey: queryKeys.profile,
    queryFn: api.getProfile,
    enabled: isLoggedIn,
    initialData: () => earlyAnswers.take('getProfile'),
  });
  const tabs = useQuery({
    queryKey: queryKeys.tabs,
    queryFn: api.getTabs,
    enabled: isLoggedIn,
    initialData: () => earlyAnswers.take('getTabs'),
  });
  const addAnother = useQuery({
    queryKey: queryKeys.addAnother,
    queryFn: api.getAddAnother,
    enabled: isLoggedIn,
    initialData: () => earlyAnswers.take('getAddAnother'),
  });

  const loadError = [profile.error, tabs.error, addAnother.error].find(Boolean);
  const tokenSettled = token === null || tokenAnswers.isSuccess || tokenAnswers.isError;

  // A prefill link that fails to load is not fatal: the form still works.
  const tokenError = tokenAnswers.error;
  useEffect(() => {
    if (tokenError) console.warn('[app] prefill link could not be loaded:', errorMessageOf(tokenError));
  }, [tokenError]);

  // Load the profile into the answer store once per login, then resume at last_page. Before the browser paints
  // (a layout effect): with the data already there, the form replaces the spinner in the same frame.
  useLayoutEffect(() => {
    if (!isLoggedIn || !profile.data || !tabs.data || !addAnother.data || !tokenSettled) return;
    const snapshot = session.store.getState();
    if (snapshot.hydratedFor !== null || snapshot.signingOut) return;
    const state = readNavigationState(location.state);
    // A prefill link may come from anyone: for a signed-in applicant its answers are only offered, never saved.
    const hydrating = flow.hydrate({
      profile: profile.data,
      tabs: tabs.data,
      addAnother: addAnother.data,
      carriedAnswers: state.studentAnswers,
      offeredAnswers: tokenAnswers.data?.answer,
      currentPath: location.pathname,
    });
    // hydrate has filled the stores before its first await. On the first mount this component's subscription to
    // them is made after the browser paints (React subscribes in a passive effect), so the change alone would
    // re-render it only after a frame of spinner; a state update in a layout effect re-renders it before the paint,
    // and that render reads the stores as they are now.
    rerender();
    void hydrating.then((resumeAt) => {
      const search = withoutToken(location.search);
      if (resumeAt) navigate({ pathname: resumeAt, search }, { replace: true });
      else if (state.studentAnswers || token) {
        // The carried answers are in the store now; do not merge them again on reload. The
        // message of this navigation has had its toast: carried over, it would show a second time.
        const { studentAnswers: _carried, successMessage: _shown, ...rest } = state;
        navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: rest });
      }
    });
  });

  // A visitor's prefill link: its answers go into the (unsaved) store once.
  useEffect(() => {
    if (isLoggedIn || !tokenAnswers.data) return;
    answers.getState().replaceState({
      ...answers.getFormState(),
      answers: { ...answers.getState().answers, ...tokenAnswers.data.answer },
    });
    navigate(
      { pathname: location.pathname, search: withoutToken(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [isLoggedIn, tokenAnswers.data, answers, navigate, location]);

  // A 401 is no load failure to show: the API client has taken the session-invalid path.
  if (loadError && !isUnauthorized(loadError)) {
    return (
      <div role="alert">
        <h1>We could not load your application</h1>
        <p>{errorMessageOf(loadError)}</p>
        <PrimaryButton
          type="button"
          onClick={() => {
            void profile.refetch();
            void tabs.refetch();
            void addAnother.refetch();
          }}
        >
          Try again
        </PrimaryButton>
      </div>
    );
  }
  // Leaving for /login: keep the page as it is; no redirects while the applicant is forgotten.
  if (signingOut) return children;
  if ((isLoggedIn && hydratedFor === null) || !tokenSettled) {
    return <FullScreenSpinner label="Loading your application…" />;
  }
  const onCompletion = location.pathname === completionPath;
  // Keyed by the location: a redirect that stays rendered across two navigations must fire again.
  if (webStatus === 'submitted' && !onCompletion) return <Navigate key={location.key} to={completionPath} replace />;
  if (webStatus !== 'submitted' && onCompletion) {
    return (
      <Navigate
        key={location.key}
        to={{ pathname: tenant.bundle.config.defaultRoute, search: location.search }}
        replace
      />
    );
  }
  return children;
}

function withoutToken(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
