import type {
  AddAnotherCounts,
  ChecklistResponse,
  ChosenTabs,
  LookupCategoriesResponse,
  LookupItem,
  ProfileResponse,
  ServiceViewResponse,
  StudentAnswers,
  ValidationErrors,
  WebStatus,
} from '@admissions/contracts';
import type { ApiClient } from '../api/ApiClient.ts';
import { RevisionConflictError, ServerError, UnauthorizedError } from '../api/apiErrors.ts';

type MethodName = keyof ApiClient;

export interface FakeAccount {
  password: string;
  confirmed: boolean;
  code: string;
}

export interface FakeApplicant {
  answers: StudentAnswers;
  revision: number;
  lastPage: string | null;
  webStatuses: WebStatus[];
  logins: number;
  tabs: ChosenTabs;
  addAnother: AddAnotherCounts;
  validations: ValidationErrors[];
  /** Keys the server asks again (GET /api/profile `reask`). */
  reask?: string[];
}

export interface FakeApi extends ApiClient {
  /** Every call made, in order, with its arguments. */
  calls: { method: MethodName; args: unknown[] }[];
  callsTo(method: MethodName): unknown[][];
  accounts: Map<string, FakeAccount>;
  applicants: Map<string, FakeApplicant>;
  /** The cookie header the browser would hold (the identity-provider marker while logged in). */
  cookies(): string;
  /** Who is logged in ('' for nobody). */
  currentUser: string;
  /** The next call of `method` fails with `error` (queue). */
  failNext(method: MethodName, error: Error): void;
  /** Calls of `method` wait until the returned function is called. */
  hold(method: MethodName): () => void;
  /** Pretends the server-side session expired: /api calls answer 401. */
  expireSession(): void;
  /** Another tab or device saves: the stored answers and revision change behind the app's back. */
  saveFromElsewhere(answers: StudentAnswers): void;
  temporaryAnswers: Map<string, StudentAnswers>;
  serviceViews: Map<string, ServiceViewResponse>;
  /** What GET /api/checklist answers (no items unless a test says otherwise). */
  checklist: ChecklistResponse;
  lookupItems: LookupItem[];
  /** What GET /lookup/categories answers (every category has data unless a test says otherwise). */
  lookupCategoryData: LookupCategoriesResponse;
}

export interface FakeApiOptions {
  cookiePrefix?: string;
}

/**
 * An in-memory ApiClient for component tests: accounts, sessions (the
 * identity-provider marker cookie), revisions with 409 conflicts, 422 on submit,
 * and failure injection. It behaves like the server's contract, not like a mock
 * that returns canned values.
 */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const prefix = options.cookiePrefix ?? 'TestIdentityProvider';
  const failures = new Map<MethodName, Error[]>();
  const holds = new Map<MethodName, Promise<void>>();
  let sessionValid = false;

  const applicant = (): FakeApplicant => {
    if (!fake.currentUser || !sessionValid) throw new UnauthorizedError();
    let record = fake.applicants.get(fake.currentUser);
    if (!record) {
      record = {
        answers: {},
        revision: 0,
        lastPage: null,
        webStatuses: [],
        logins: 0,
        tabs: {},
        addAnother: {},
        validations: [],
      };
      fake.applicants.set(fake.currentUser, record);
    }
    return record;
  };

  const track = <T>(method: MethodName, args: unknown[], run: () => T | Promise<T>): Promise<T> => {
    fake.calls.push({ method, args });
    const queue = failures.get(method);
    const failure = queue?.shift();
    const held = holds.get(method);
    return (async () => {
      if (held) await held;
      if (failure) throw failure;
      return run();
    })();
  };

  const fake: FakeApi = {
    calls: [],
    callsTo: (method) => fake.calls.filter((call) => call.method === method).map((call) => call.args),
    accounts: new Map(),
    applicants: new Map(),
    currentUser: '',
    temporaryAnswers: new Map(),
    serviceViews: new Map(),
    checklist: { heading: 'Your checklist', complete: false, items: [] },
    lookupItems: [],
    lookupCategoryData: {
      college_ceeb: { hasData: true },
      hs_ceeb: { hasData: true },
      address: { hasData: true },
    },
    cookies: () => (fake.currentUser && sessionValid ? `other=1; ${prefix}.session=1` : 'other=1'),
    failNext(method, error) {
      failures.set(method, [...(failures.get(method) ?? []), error]);
    },
    hold(method) {
      let release = () => {};
      holds.set(
        method,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(method);
            resolve();
          };
        }),
      );
      return release;
    },
    expireSession() {
      sessionValid = false;
    },
    saveFromElsewhere(answers) {
      const record = fake.applicants.get(fake.currentUser);
      if (!record) throw new Error('No applicant to save for.');
      record.answers = { ...answers };
      record.revision += 1;
    },

    signup: (request) =>
      track('signup', [request], () => {
        if (!fake.accounts.has(request.username)) {
          fake.accounts.set(request.username, { password: request.password, confirmed: false, code: '123456' });
        }
        return { message: 'We sent a confirmation code to your email address.' };
      }),
    confirm: (request) =>
      track('confirm', [request], () => {
        const account = fake.accounts.get(request.username);
        if (!account || account.code !== request.code)
          throw new ServerError('The confirmation code is not valid.', 400);
        account.confirmed = true;
        return { message: 'Your account is confirmed. You can now sign in.' };
      }),
    resendConfirm: (request) =>
      track('resendConfirm', [request], () => ({ message: 'If the address has an account, we sent a new code.' })),
    login: (request) =>
      track('login', [request], () => {
        const account = fake.accounts.get(request.username);
        if (!account || account.password !== request.password)
          throw new ServerError('Incorrect username or password.', 400);
        if (!account.confirmed) throw new ServerError('Your account is not confirmed.', 400);
        fake.currentUser = request.username;
        sessionValid = true;
        applicant().logins += 1;
        return { message: 'You are signed in.' };
      }),
    forgotPassword: (request) =>
      track('forgotPassword', [request], () => ({ message: 'If the address has an account, we sent a link.' })),
    resetPassword: (request) =>
      track('resetPassword', [request], () => {
        const account = fake.accounts.get(request.username);
        if (!account || request.id !== 'reset-token') throw new ServerError('This reset link is not valid.', 400);
        account.password = request.password;
        return { message: 'Your password has been reset.' };
      }),
    getTemporaryAnswers: (token) =>
      track('getTemporaryAnswers', [token], () => {
        const answer = fake.temporaryAnswers.get(token);
        if (!answer) throw new ServerError('This link is not valid.', 404);
        return { answer };
      }),

    getProfile: () =>
      track('getProfile', [], (): ProfileResponse => {
        const record = applicant();
        return {
          answer: { ...record.answers },
          document_answer: {},
          username: fake.currentUser,
          last_page: record.lastPage,
          successful_login: Array.from({ length: record.logins }, (_, index) => ({
            logged_in_at: new Date(2026, 0, index + 1).toISOString(),
          })),
          web_status: record.webStatuses.map((web_status) => ({ web_status, created_at: new Date().toISOString() })),
          revision: record.revision,
          ...(record.reask ? { reask: [...record.reask] } : {}),
        };
      }),
    saveAnswers: (answers, revision) =>
      track('saveAnswers', [answers, revision], () => {
        const record = applicant();
        if (revision !== null && revision !== record.revision) {
          throw new RevisionConflictError(
            'Your application was changed in another window or device.',
            { ...record.answers },
            record.revision,
          );
        }
        record.answers = { ...answers };
        record.revision += 1;
        return { message: 'Your answers have been saved.', revision: record.revision };
      }),
    putLastPage: (lastPage) =>
      track('putLastPage', [lastPage], () => {
        applicant().lastPage = lastPage;
      }),
    postWebStatus: (webStatus) =>
      track('postWebStatus', [webStatus], () => {
        const record = applicant();
        if (!record.webStatuses.includes(webStatus)) record.webStatuses.push(webStatus);
      }),
    postValidations: (errors) =>
      track('postValidations', [errors], () => {
        applicant().validations.push(errors);
      }),
    submit: () =>
      track('submit', [], () => {
        const record = applicant();
        if (!record.webStatuses.includes('submitted')) record.webStatuses.push('submitted');
        return { message: 'Your application was successfully submitted.' };
      }),
    logout: () =>
      track('logout', [], () => {
        fake.currentUser = '';
        sessionValid = false;
      }),
    keepAlive: () =>
      track('keepAlive', [], () => {
        applicant();
      }),
    getAddAnother: () => track('getAddAnother', [], () => ({ ...applicant().addAnother })),
    putAddAnother: (request) =>
      track('putAddAnother', [request], () => {
        applicant().addAnother[request.button_id] = request.num_components;
      }),
    getTabs: () => track('getTabs', [], () => ({ ...applicant().tabs })),
    putTabs: (request) =>
      track('putTabs', [request], () => {
        applicant().tabs[request.tab_id] = request.chosen_tab;
      }),
    getChecklist: () =>
      track('getChecklist', [], () => {
        applicant();
        return structuredClone(fake.checklist);
      }),
    getServiceView: (serviceToken) =>
      track('getServiceView', [serviceToken], () => {
        const view = fake.serviceViews.get(serviceToken);
        if (!view) throw new ServerError('This staff link is not valid.', 403);
        return view;
      }),
    lookupFind: (query, category, maxResults) =>
      track('lookupFind', [query, category, maxResults], () =>
        fake.lookupItems.filter((item) => item.text.toLowerCase().includes(query.toLowerCase())).slice(0, maxResults),
      ),
    lookupRecord: (id, category) =>
      track('lookupRecord', [id, category], () => {
        const item = fake.lookupItems.find((entry) => entry.id === id);
        if (!item) throw new ServerError('Not found.', 404);
        return { id, name: item.text };
      }),
    lookupCategories: () => track('lookupCategories', [], () => structuredClone(fake.lookupCategoryData)),
  };
  return fake;
}

/** Creates a confirmed account and logs it in, as a returning applicant would be. */
export async function logInAs(fake: FakeApi, username: string, applicant: Partial<FakeApplicant> = {}): Promise<void> {
  fake.accounts.set(username, { password: 'Correct-horse-1', confirmed: true, code: '123456' });
  await fake.login({ username, password: 'Correct-horse-1' });
  const record = fake.applicants.get(username);
  if (record) Object.assign(record, applicant);
  fake.calls.length = 0;
}
