import type {
  AddAnotherCounts,
  ChosenTabs,
  LookupCategoriesResponse,
  LookupItem,
  LookupRecord,
  MessageResponse,
  ProfileResponse,
  SaveAnswersResponse,
  ServiceViewResponse,
  TemporaryAnswersResponse,
} from '@admissions/contracts';
import { appConfig } from '../config/appConfig.ts';
import type { ApiClient } from './ApiClient.ts';
import { requestJson, type FetchFunction, type RequestOptions } from './requestJson.ts';

export interface HttpApiClientOptions {
  /** Defaults to the global fetch. */
  fetch?: FetchFunction;
  /** Origin prefix; '' (same origin) in the browser. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** The ApiClient over HTTP: same-origin JSON calls. */
export function createHttpApiClient(options: HttpApiClientOptions = {}): ApiClient {
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? appConfig.requestTimeoutMs;

  const call = async <T>(path: string, request: RequestOptions = {}): Promise<T> =>
    (await requestJson<T>(fetchFn, `${baseUrl}${path}`, { timeoutMs, ...request })).body;
  const post = <T>(path: string, body?: unknown) => call<T>(path, { method: 'POST', body });
  const put = <T>(path: string, body?: unknown) => call<T>(path, { method: 'PUT', body });
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

  return {
    signup: (request) => post<MessageResponse>('/public/signup', request),
    confirm: (request) => post<MessageResponse>('/public/confirm', request),
    resendConfirm: (request) => post<MessageResponse>('/public/resend-confirm', request),
    login: (request) => post<MessageResponse>('/public/login', request),
    forgotPassword: (request) => post<MessageResponse>('/public/forgot-password', request),
    resetPassword: (request) => post<MessageResponse>('/public/reset-password', request),
    getTemporaryAnswers: (token) => call<TemporaryAnswersResponse>(`/public/tmp?${query({ token })}`),

    getProfile: () => call<ProfileResponse>('/api/profile'),
    saveAnswers: (answers, revision) =>
      call<SaveAnswersResponse>('/api/answer', {
        method: 'PUT',
        body: answers,
        headers: revision === null ? {} : { 'If-Match': `"${revision}"` },
      }),
    putLastPage: async (lastPage) => {
      await put('/api/last-page', { last_page: lastPage });
    },
    postWebStatus: async (webStatus) => {
      await post('/api/web-status', { web_status: webStatus });
    },
    postValidations: async (errors) => {
      await post('/api/validations', errors);
    },
    submit: () => post<MessageResponse>('/api/submit'),
    logout: async () => {
      await call('/api/logout');
    },
    keepAlive: async () => {
      await post('/api/keep-alive');
    },
    getAddAnother: () => call<AddAnotherCounts>('/api/add-another'),
    putAddAnother: async (request) => {
      await put('/api/add-another', request);
    },
    getTabs: () => call<ChosenTabs>('/api/tabs'),
    putTabs: async (request) => {
      await put('/api/tabs', request);
    },

    getServiceView: (serviceToken) =>
      call<ServiceViewResponse>(`/service/tmp-pdf?${query({ service_token: serviceToken })}`),

    lookupFind: (text, category, maxResults) =>
      call<LookupItem[]>(`/lookup/find?${query({ query: text, category, max_results: String(maxResults) })}`),
    lookupRecord: (id, category) => call<LookupRecord>(`/lookup/find?${query({ id, category })}`),
    lookupCategories: () => call<LookupCategoriesResponse>('/lookup/categories'),
  };
}
