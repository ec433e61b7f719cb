import type { StudentAnswers, ValidationErrors, WebStatus } from '@admissions/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PrefillOffer } from '../prefill/prefillOffer.ts';

/** What the app knows of the applicant's session and application, plus what the save and submit flows need to remember. */
export interface ClientSnapshot {
  webStatus: WebStatus | null;
  lastPage: string | null;
  isLoggedIn: boolean;
  username: string;
  isServiceUser: boolean;
  /** Count of successful_login entries, minimum 1. */
  numLogins: number;
  /** True after the first in-app page change; from then on the app no longer resumes at last_page. */
  hasChangedPage: boolean;
  /** Revision of the stored answers, sent as If-Match with the next save. */
  revision: number | null;
  /** Username whose profile has been loaded into the answer store (null: none yet). */
  hydratedFor: string | null;
  /** Answers as last saved (or loaded), to tell whether there is unsaved input. */
  savedAnswers: StudentAnswers | null;
  /** The last save failed: input is kept in memory and the next save retries. */
  saveFailed: boolean;
  /** Errors the server returned with a 422 on submit, with the answers they were computed from. */
  serverErrors: { errors: ValidationErrors; answers: StudentAnswers } | null;
  /** The server answered 401: treat the applicant as logged out until the next login, whatever cookies remain. */
  forcedLoggedOut: boolean;
  /**
   * Logging out (or leaving after a 401): the form keeps still until /login is
   * shown, and the account layout then forgets the applicant (`completeSignOut`).
   */
  signingOut: false | { forcedLoggedOut: boolean };
  /** A 409 on save: the stored version waiting for the applicant's choice. */
  conflict: { answer: StudentAnswers; revision: number; message: string } | null;
  /** A prefill link's answers on a signed-in applicant's page, not saved until the applicant keeps them. */
  prefillOffer: PrefillOffer | null;
  /** Answer keys the applicant is asked again (GET /api/profile `reask`); the notice names the unanswered ones. */
  reaskKeys: readonly string[];
}

export type ClientSnapshotStore = StoreApi<ClientSnapshot>;

export const initialClientSnapshot: ClientSnapshot = {
  webStatus: null,
  lastPage: null,
  isLoggedIn: false,
  username: '',
  isServiceUser: false,
  numLogins: 1,
  hasChangedPage: false,
  revision: null,
  hydratedFor: null,
  savedAnswers: null,
  saveFailed: false,
  serverErrors: null,
  forcedLoggedOut: false,
  signingOut: false,
  conflict: null,
  prefillOffer: null,
  reaskKeys: [],
};

export function createClientSnapshotStore(initial: Partial<ClientSnapshot> = {}): ClientSnapshotStore {
  return createStore<ClientSnapshot>(() => ({ ...initialClientSnapshot, ...initial }));
}
