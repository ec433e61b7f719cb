import type { ApiClient } from './ApiClient.ts';

/** The reads an applicant's form waits for before it shows (the profile, chosen tabs, add-another counts). */
const earlyReads = ['getProfile', 'getTabs', 'getAddAnother'] as const;
type EarlyRead = (typeof earlyReads)[number];

export interface EarlyApplicantData {
  /** The client to give the app: its first call of each early read answers with the request started early. */
  api: ApiClient;
  /** The page turned out not to be a logged-in applicant's: forget the early requests (their answers are unused). */
  discard(): void;
}

/**
 * Starts `GET /api/profile`, `/api/tabs` and `/api/add-another` now, with
 * the page's first script, instead of after the chunks of the applicant's
 * form that ask for them: the requests and the chunks load side by side.
 * The app's first call of each read takes its request's promise (later calls
 * ask the server again). A failure is the first caller's to handle, as any
 * request's; a discarded request's outcome is ignored.
 */
export function startEarlyApplicantData(api: ApiClient): EarlyApplicantData {
  const pending = new Map<EarlyRead, Promise<unknown>>();
  for (const read of earlyReads) {
    const request = api[read]();
    // Until someone takes it, a failure is nobody's: no unhandled rejection.
    request.catch(() => undefined);
    pending.set(read, request);
  }
  const takeEarly = <Read extends EarlyRead>(read: Read): ApiClient[Read] =>
    (() => {
      const early = pending.get(read);
      pending.delete(read);
      return early ?? api[read]();
    }) as ApiClient[Read];
  return {
    api: {
      ...api,
      getProfile: takeEarly('getProfile'),
      getTabs: takeEarly('getTabs'),
      getAddAnother: takeEarly('getAddAnother'),
    },
    discard() {
      pending.clear();
    },
  };
}
