import { AlreadySubmittedError, errorMessageOf, isUnauthorized, RevisionConflictError } from '../api/apiErrors.ts';
import type { FlowDependencies } from './FlowDependencies.ts';
import type { SendableAnswers } from './sendableAnswers.ts';

export type SaveOutcome =
  | { kind: 'saved'; message: string }
  /** Nothing to save: a submitted application is read-only (the server refuses changes). */
  | { kind: 'skipped' }
  | { kind: 'visitor' }
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string }
  | { kind: 'unauthorized' };

export const saveErrorLabel = 'Your answers were not saved';

/** Text of the error toast after a failed save: the reason, and that nothing is lost. */
export function saveFailureText(reason: string): string {
  return `${reason} Your answers are still on this page and have not been lost. We will try to save them again when you continue.`;
}

/**
 * PUT /api/answer with If-Match of the known revision. Saves are chained so
 * that two saves from one tab never race each other into a self-made 409.
 * Failures never touch the answers in memory: a failed save is retried by the
 * next one, a conflict waits for the applicant's choice. Only keys of the
 * app's definition are sent (see createSendableAnswers).
 */
export function createAnswerSaver(deps: FlowDependencies, sendable: SendableAnswers) {
  let queue: Promise<unknown> = Promise.resolve();

  const saveOnce = async (): Promise<SaveOutcome> => {
    const { store } = deps.session;
    const snapshot = store.getState();
    if (!snapshot.isLoggedIn) return { kind: 'visitor' };
    if (snapshot.webStatus === 'submitted') return { kind: 'skipped' };
    if (snapshot.conflict) return { kind: 'conflict' };
    const answers = deps.answers.getState().answers;
    try {
      const response = await deps.api.saveAnswers(sendable.pick(answers), snapshot.revision);
      store.setState({ revision: response.revision, savedAnswers: answers, saveFailed: false });
      return { kind: 'saved', message: response.message };
    } catch (error) {
      if (error instanceof AlreadySubmittedError) {
        // Submitted meanwhile (another tab, or a submit whose answer was lost): read-only from now on.
        store.setState({ webStatus: 'submitted', saveFailed: false });
        return { kind: 'skipped' };
      }
      if (error instanceof RevisionConflictError) {
        sendable.received(error.answer);
        store.setState({ conflict: { answer: error.answer, revision: error.revision, message: error.message } });
        return { kind: 'conflict' };
      }
      // The API client has sent the applicant on the session-invalid path; the save just stops.
      if (isUnauthorized(error)) return { kind: 'unauthorized' };
      const message = errorMessageOf(error);
      store.setState({ saveFailed: true });
      deps.toasts.getState().showError(saveFailureText(message), { label: saveErrorLabel });
      return { kind: 'failed', message };
    }
  };

  return (): Promise<SaveOutcome> => {
    const next = queue.then(saveOnce, saveOnce);
    queue = next;
    return next;
  };
}
