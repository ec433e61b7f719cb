import type { ProfileResponse } from '@admissions/contracts';
import type { ApiClient } from './ApiClient.ts';

export interface EarlyProfile {
  /** The client to give the app: its first `getProfile()` answers with the request started early. */
  api: ApiClient;
  /** The page turned out not to be a logged-in applicant's: forget the early request (its answer is not used). */
  discard(): void;
}

/**
 * Starts `GET /api/profile` now, with the page's first script, instead of
 * after the chunks of the applicant's form that ask for it: the request and
 * the chunks load side by side. The app's first `getProfile()` takes the
 * request's promise (later calls ask the server again). A failure is the
 * first caller's to handle, as any profile request's; a discarded request's
 * outcome is ignored.
 */
export function startEarlyProfile(api: ApiClient): EarlyProfile {
  let pending: Promise<ProfileResponse> | undefined = api.getProfile();
  // Until someone takes it, a failure is nobody's: no unhandled rejection.
  pending.catch(() => undefined);
  return {
    api: {
      ...api,
      getProfile: () => {
        const early = pending;
        pending = undefined;
        return early ?? api.getProfile();
      },
    },
    discard() {
      pending = undefined;
    },
  };
}
