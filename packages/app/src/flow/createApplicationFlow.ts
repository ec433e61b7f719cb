import type { ProfileResponse, StudentAnswers, ValidationErrors } from '@admissions/contracts';
import { errorCatalogue } from '@admissions/contracts';
import { type LogoutReason, logoutMessage } from './logoutReason.ts';
import { errorMessageOf, isUnauthorized, SubmissionRejectedError } from '../api/apiErrors.ts';
import { hasAnyAnswer, nonEmptyAnswers, type NavigationState } from '../navigation/navigationState.ts';
import { initialClientSnapshot } from '../session/clientSnapshotStore.ts';
import { countLogins, deriveWebStatus } from '../session/deriveWebStatus.ts';
import { mergeAnswerChanges } from './mergeAnswerChanges.ts';
import type { FlowDependencies } from './FlowDependencies.ts';
import { notifyWebStatus } from './notifyWebStatus.ts';
import { createAnswerSaver, type SaveOutcome } from './saveAnswers.ts';
import { createPrefillOffers } from '../prefill/createPrefillOffers.ts';
import { createSendableAnswers } from './sendableAnswers.ts';
import { createValidationErrorsOf } from './validationErrorsOf.ts';
import { createTenantValidator } from '../tenant/tenantValidator.ts';

export interface HydrationInput {
  profile: ProfileResponse;
  tabs: Record<string, string>;
  addAnother: Record<string, number>;
  /** Answers typed before login (navigation state): merged on top and saved at once. */
  carriedAnswers?: StudentAnswers;
  /** Answers of a prefill link: fill only empty answers, unsaved, until the applicant keeps them. */
  offeredAnswers?: StudentAnswers;
  /** The path being shown; the app resumes at last_page when it differs. */
  currentPath: string;
}

/** The page a submitted application shows. */
export const completionPath = '/completion';

/**
 * The application's behaviour between the UI and the server: saving, page changes, web_status, submission, logout, the
 * invalid-session path and profile hydration. Framework-free: React calls it.
 */
export function createApplicationFlow(deps: FlowDependencies) {
  const { session, answers, tenant, api, toasts } = deps;
  const { store } = session;
  const config = tenant.bundle.config;
  const formPaths = new Set(tenant.bundle.pages.map((page) => page.path));
  const applicationPaths = new Set([...formPaths, completionPath]);
  const validator = createTenantValidator(tenant.validator);
  const errorsOf = createValidationErrorsOf(tenant, validator, {
    widgets: answers.context.widgets,
    visibilityOf: answers.visibilityOf,
  });

  /**
   * Goes to /login; the account layout then calls completeSignOut. The reset
   * must not happen while the form is still on screen (it would react to it,
   * e.g. redirect away from /completion). `departures` counts the times it left.
   */
  let departures = 0;
  const leaveTo = async (state: NavigationState, forcedLoggedOut: boolean) => {
    if (store.getState().signingOut) return;
    departures += 1;
    store.setState({ signingOut: { forcedLoggedOut } });
    await deps.navigate('/login', { state });
  };

  /** Forgets the applicant: cache, answers and snapshot. Called once /login shows. */
  const completeSignOut = () => {
    const signingOut = store.getState().signingOut;
    if (!signingOut) return;
    deps.queries.clear();
    answers.getState().replaceState({ answers: {}, tabs: {}, addAnother: {} });
    store.setState({ ...initialClientSnapshot, isLoggedIn: false, forcedLoggedOut: signingOut.forcedLoggedOut });
    session.refreshLoggedIn();
  };

  /** The logout under way in this tab, if any (one at a time: a second request waits for nothing). */
  let loggingOut: LogoutReason | null = null;

  /**
   * The session-invalid path: every 401 of the API client ends here (see
   * withUnauthorizedHandler), and so does a session marker cookie that
   * vanished under a loaded application. Clear the cache, keep what was
   * typed, and go to /login with 'Your session is invalid...'. During a
   * logout a 401 only means the session has already ended (another tab logged
   * out first): the logout's own message stays. On an account page with
   * nothing of the applicant loaded, a 401 only means the marker cookie
   * outlived the session: the applicant becomes a visitor and stays, so the
   * page they opened (sign-up, a reset link) keeps working.
   */
  const handleUnauthorized = async (_error?: unknown): Promise<void> => {
    if (store.getState().hydratedFor === null && !applicationPaths.has(deps.currentPath())) {
      store.setState({ forcedLoggedOut: true });
      session.refreshLoggedIn();
      return;
    }
    prefill.withdraw();
    const carried = unsavedAnswers();
    const errorMessage = loggingOut ? logoutMessage(loggingOut) : errorCatalogue.sessionInvalid;
    await leaveTo({ errorMessage, ...(carried ? { studentAnswers: carried } : {}) }, true);
  };

  const sendable = createSendableAnswers(tenant.bundle.pages, answers.context.widgets);
  const save = createAnswerSaver(deps, sendable);
  const prefill = createPrefillOffers(deps, save);

  /** The answers that the server does not have yet (null when everything is saved). */
  function unsavedAnswers(): StudentAnswers | null {
    const current = answers.getState().answers;
    const saved = store.getState().savedAnswers;
    if (saved && JSON.stringify(saved) === JSON.stringify(current)) return null;
    return hasAnyAnswer(current) ? nonEmptyAnswers(current) : null;
  }

  const validationErrors = (): ValidationErrors => errorsOf(answers.getFormState(), store.getState().serverErrors);

  const postValidationsIfNeeded = async (errors: ValidationErrors) => {
    if (store.getState().webStatus !== 'validating' || Object.keys(errors).length === 0) return;
    // A failure only loses the report to the server (a 401 has taken the session-invalid path already).
    await api.postValidations(errors).catch(() => undefined);
  };

  const recordLastPage = async (path: string) => {
    const snapshot = store.getState();
    if (!snapshot.isLoggedIn || snapshot.hydratedFor === null) return;
    if (snapshot.webStatus !== 'started' && snapshot.webStatus !== 'validating') return;
    if (!formPaths.has(path) || snapshot.lastPage === path) return;
    store.setState({ lastPage: path });
    try {
      await api.putLastPage(path);
    } catch (error) {
      if (!isUnauthorized(error)) console.warn('[app] PUT /api/last-page failed:', errorMessageOf(error));
    }
  };

  const goToSignup = () => {
    deps.navigate('/signup', { state: { studentAnswers: nonEmptyAnswers(answers.getState().answers) } });
  };

  /**
   * A page change from the step navigation or a page button. Visitors with
   * answers go to /signup; logged-in applicants save answers and validations
   * first and stay put when the save fails (nothing typed is lost).
   */
  const changePage = async (to: string): Promise<SaveOutcome | { kind: 'signup' | 'navigated' }> => {
    if (store.getState().webStatus === 'submitted') {
      // A submitted application is held on /completion: go there directly rather than through a redirect.
      await deps.navigate(completionPath);
      return { kind: 'navigated' };
    }
    if (!store.getState().isLoggedIn) {
      if (hasAnyAnswer(answers.getState().answers)) {
        goToSignup();
        return { kind: 'signup' };
      }
      store.setState({ hasChangedPage: true });
      deps.navigate(to);
      return { kind: 'navigated' };
    }
    const outcome = await save();
    if (outcome.kind !== 'saved' && outcome.kind !== 'skipped') return outcome;
    if (store.getState().webStatus === 'validating') await validator.ready();
    await postValidationsIfNeeded(validationErrors());
    store.setState({ hasChangedPage: true });
    deps.navigate(to, outcome.kind === 'saved' ? { state: { successMessage: outcome.message } } : undefined);
    return outcome;
  };

  /**
   * A "Save and Continue" button: saving is what a visitor cannot do, so a
   * visitor always goes to /signup (with whatever was typed, possibly
   * nothing); a logged-in applicant saves and changes page like a step link.
   */
  const saveAndGo = async (to: string): Promise<SaveOutcome | { kind: 'signup' | 'navigated' }> => {
    if (!store.getState().isLoggedIn && store.getState().webStatus !== 'submitted') {
      goToSignup();
      return { kind: 'signup' };
    }
    return changePage(to);
  };

  /**
   * Submit: web_status validating, validate every page, post the errors
   * and go to the default route when some remain; otherwise POST /api/submit,
   * submitted, /completion. A 422 from the server is shown like client errors.
   */
  const submit = async (): Promise<void> => {
    if (!store.getState().isLoggedIn) {
      goToSignup();
      return;
    }
    if (store.getState().webStatus !== 'validating') await notifyWebStatus(deps, 'validating');
    const saved = await save();
    if (saved.kind === 'skipped' && store.getState().webStatus === 'submitted') {
      // The server already has the submission (a retry after a lost answer, or another tab).
      deps.navigate(completionPath, { state: { successMessage: errorCatalogue.submitted } });
      return;
    }
    if (saved.kind !== 'saved') return;
    await validator.ready();
    const errors = validationErrors();
    if (Object.keys(errors).length > 0) {
      await postValidationsIfNeeded(errors);
      deps.navigate(config.defaultRoute, { state: { focusSummary: true } });
      return;
    }
    try {
      await api.submit();
    } catch (error) {
      if (error instanceof SubmissionRejectedError) {
        store.setState({ serverErrors: { errors: error.errors, answers: answers.getState().answers } });
        await postValidationsIfNeeded(error.errors);
        deps.navigate(config.defaultRoute, { state: { focusSummary: true } });
        return;
      }
      if (!isUnauthorized(error)) toasts.getState().showError(errorMessageOf(error));
      return;
    }
    store.setState({ serverErrors: null });
    await notifyWebStatus(deps, 'submitted');
    deps.navigate(completionPath, { state: { successMessage: errorCatalogue.submitted } });
  };

  /**
   * Logout: save first (a manual logout stays put when the save fails, so
   * nothing is lost), GET /api/logout, then /login with an error message in
   * navigation state: the session-invalid text for a logout the applicant
   * asked for (the error catalogue gives the logout the same text), the
   * inactivity text after a timeout. After an inactivity timeout unsaved
   * answers travel along in navigation state.
   */
  const logout = async (reason: LogoutReason): Promise<void> => {
    if (loggingOut || store.getState().signingOut) return;
    loggingOut = reason;
    const departuresBefore = departures;
    try {
      prefill.withdraw();
      const snapshot = store.getState();
      if (snapshot.isLoggedIn && snapshot.hydratedFor !== null) {
        const outcome = await save();
        if (outcome.kind === 'unauthorized') return;
        if (outcome.kind !== 'saved' && outcome.kind !== 'skipped' && reason === 'manual') return;
      }
      const carried = reason === 'manual' ? null : unsavedAnswers();
      try {
        await api.logout();
      } catch (error) {
        // A 401: the session had already ended, and the session-invalid path is taking the applicant to /login.
        if (isUnauthorized(error)) return;
        // The session may still be alive: say so and stay, rather than pretend to be logged out.
        // After an inactivity timeout the page must not stay open, so it leaves anyway.
        if (reason !== 'inactivity') {
          deps.showErrorDialog(error);
          return;
        }
      }
      await leaveTo({ errorMessage: logoutMessage(reason), ...(carried ? { studentAnswers: carried } : {}) }, false);
    } finally {
      loggingOut = null;
      // Left for /login (also after a 401 on the way: the session had already ended): the session is gone for
      // every tab of this browser, so they leave too, with the same message. A logout that failed stays put.
      if (departures !== departuresBefore) deps.crossTab.post({ type: 'logout', reason });
    }
  };

  /**
   * Another tab logged the applicant out: leave for /login with the same
   * message, without calling the server (the session is already gone).
   * What this tab had not saved travels along and is saved after the next login.
   */
  const followLogoutElsewhere = async (reason: LogoutReason): Promise<void> => {
    // This tab is logging out itself (its own timer fired too): that ends on /login with the same message.
    if (loggingOut || store.getState().signingOut || !store.getState().isLoggedIn) return;
    prefill.withdraw();
    const carried = unsavedAnswers();
    await leaveTo({ errorMessage: logoutMessage(reason), ...(carried ? { studentAnswers: carried } : {}) }, false);
  };

  // A failed keep-alive is tried again on the next activity (a 401 has taken the session-invalid path).
  const keepAlive = () => {
    api.keepAlive().catch(() => undefined);
  };

  /**
   * Loads a profile into the answer store and the snapshot. Answers carried in
   * from before login are merged on top and saved at once; a prefill link's
   * answers are then only offered (see createPrefillOffers).
   * Returns the path to resume at, if any.
   */
  const hydrate = async (input: HydrationInput): Promise<string | null> => {
    const { profile, carriedAnswers } = input;
    const carried = carriedAnswers && hasAnyAnswer(carriedAnswers) ? carriedAnswers : null;
    const webStatus = deriveWebStatus(profile.web_status);
    sendable.received(profile.answer);
    answers.getState().replaceState({
      answers: carried ? { ...profile.answer, ...carried } : profile.answer,
      tabs: input.tabs,
      addAnother: input.addAnother,
    });
    store.setState({
      username: profile.username,
      webStatus,
      lastPage: profile.last_page,
      numLogins: countLogins(profile.successful_login),
      revision: profile.revision,
      reaskKeys: profile.reask ?? [],
      savedAnswers: profile.answer,
      hydratedFor: profile.username,
      saveFailed: false,
      conflict: null,
    });
    if (webStatus === null) void notifyWebStatus(deps, 'started');
    if (carried) {
      const outcome = await save();
      if (outcome.kind === 'saved') toasts.getState().showSuccess(outcome.message);
    }
    // A submitted application is read-only: nothing to offer.
    if (webStatus !== 'submitted') prefill.offer(input.offeredAnswers);
    const snapshot = store.getState();
    const lastPage = profile.last_page;
    // A submitted application is held on /completion; there is nothing to resume.
    if (webStatus === 'submitted') return null;
    if (!snapshot.hasChangedPage && lastPage && formPaths.has(lastPage) && lastPage !== input.currentPath) {
      return lastPage;
    }
    return null;
  };

  /** The 409 dialog's two answers. */
  const resolveConflict = async (choice: 'keepMine' | 'useSaved'): Promise<void> => {
    const conflict = store.getState().conflict;
    if (!conflict) return;
    if (choice === 'useSaved') {
      const state = answers.getFormState();
      answers.getState().replaceState({ ...state, answers: conflict.answer });
      store.setState({ conflict: null, revision: conflict.revision, savedAnswers: conflict.answer, saveFailed: false });
      toasts.getState().showSuccess('The saved version of your application is now shown.');
      return;
    }
    // Keep what this window changed, not a stale copy of everything: answers typed elsewhere survive.
    const state = answers.getFormState();
    const merged = mergeAnswerChanges(store.getState().savedAnswers ?? {}, state.answers, conflict.answer);
    answers.getState().replaceState({ ...state, answers: merged });
    store.setState({ conflict: null, revision: conflict.revision, savedAnswers: conflict.answer });
    const outcome = await save();
    if (outcome.kind === 'saved') toasts.getState().showSuccess(outcome.message);
  };

  return {
    save,
    changePage,
    saveAndGo,
    submit,
    logout,
    followLogoutElsewhere,
    keepAlive,
    hydrate,
    resolveConflict,
    recordLastPage,
    validationErrors,
    errorsOf,
    validator,
    handleUnauthorized,
    completeSignOut,
    unsavedAnswers,
    goToSignup,
    prefill,
  };
}

export type ApplicationFlow = ReturnType<typeof createApplicationFlow>;
