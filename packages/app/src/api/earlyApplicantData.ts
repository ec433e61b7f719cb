import type { ApiClient } from './ApiClient.ts';

/** The reads an applicant's form waits for before it shows (the profile, chosen tabs, add-another counts). */
const earlyReads = ['getProfile', 'getTabs', 'getAddAnother'] as const;
export type EarlyRead = (typeof earlyReads)[number];
type Answer<Read extends EarlyRead> = Awaited<ReturnType<ApiClient[Read]>>;

/** The early reads' answers that have arrived, for a first render that needs no request. */
export interface EarlyAnswers {
  /**
   * The read's answer if it has arrived and nobody has used it yet (its request is then used up: the next call of
   * the read asks the server); undefined otherwise.
   */
  take<Read extends EarlyRead>(read: Read): Answer<Read> | undefined;
}

/** No early answers (a visitor's page, a test). */
export const noEarlyAnswers: EarlyAnswers = { take: () => undefined };

export interface EarlyApplicantData {
  /** The client to give the app: its first call of each early read answers with the request started early. */
  api: ApiClient;
  /** The answers that have arrived, each given once (and never after the request was taken through `api`). */
  answers: EarlyAnswers;
  /** The page turned out not to be a logged-in applicant's: forget the early requests (their answers are unused). */
  discard(): void;
  /**
   * Resolves once every early request has answered or failed and its outcome is recorded (never rejects): after
   * it, `answers.take` gives each answer that arrived.
   */
  settled(): Promise<void>;
}

interface EarlyRequest {
  promise: Promise<unknown>;
  /** Set once the request has succeeded. */
  answer?: { value: unknown };
}

/**
 * Starts `GET /api/profile`, `/api/tabs` and `/api/add-another` now, with
 * the page's first script, instead of after the chunks of the applicant's
 * form that ask for them: the requests and the chunks load side by side.
 * Each request is used once: by the app's first call of its read (which
 * gets its promise) or by a first render that takes its arrived answer
 * (`answers.take`); later calls ask the server again. A failure is the first
 * caller's to handle, as any request's; a discarded request's outcome is
 * ignored.
 */
export function startEarlyApplicantData(api: ApiClient): EarlyApplicantData {
  const pending = new Map<EarlyRead, EarlyRequest>();
  const recorded: Promise<void>[] = [];
  for (const read of earlyReads) {
    const request: EarlyRequest = { promise: api[read]() };
    recorded.push(
      request.promise.then(
        (value) => {
          request.answer = { value };
        },
        // Until someone takes it, a failure is nobody's: no unhandled rejection.
        () => undefined,
      ),
    );
    pending.set(read, request);
  }
  const allRecorded = Promise.all(recorded).then(() => undefined);
  const takeEarly = <Read extends EarlyRead>(read: Read): ApiClient[Read] =>
    (() => {
      const early = pending.get(read);
      pending.delete(read);
      return early?.promise ?? api[read]();
    }) as ApiClient[Read];
  return {
    api: {
      ...api,
      getProfile: takeEarly('getProfile'),
      getTabs: takeEarly('getTabs'),
      getAddAnother: takeEarly('getAddAnother'),
    },
    answers: {
      take<Read extends EarlyRead>(read: Read) {
        const answer = pending.get(read)?.answer;
        if (!answer) return undefined;
        pending.delete(read);
        return answer.value as Answer<Read>;
      },
    },
    discard() {
      pending.clear();
    },
    settled: () => allRecorded,
  };
}

/** Early answers that are all here already (a server-rendered page carries them): each is given once, as above. */
export function arrivedAnswers(values: { [Read in EarlyRead]: Answer<Read> }): EarlyAnswers {
  const pending = new Map<EarlyRead, unknown>(Object.entries(values) as [EarlyRead, unknown][]);
  return {
    take<Read extends EarlyRead>(read: Read) {
      if (!pending.has(read)) return undefined;
      const value = pending.get(read) as Answer<Read>;
      pending.delete(read);
      return value;
    },
  };
}
