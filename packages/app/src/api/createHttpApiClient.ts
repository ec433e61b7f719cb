import { type ApiOperationId, errorCatalogue } from '@admissions/contracts';
import { appConfig } from '../config/appConfig.ts';
import type { ApiClient } from './ApiClient.ts';
import { ServerError } from './apiErrors.ts';
import { callOperation, type FetchFunction, type OperationInput } from './requestJson.ts';

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

  const call = <Id extends ApiOperationId>(id: Id, input: OperationInput<Id> = {}) =>
    callOperation(fetchFn, baseUrl, id, { timeoutMs, ...input });

  return {
    signup: (request) => call('signup', { body: request }),
    confirm: (request) => call('confirm', { body: request }),
    resendConfirm: (request) => call('resendConfirm', { body: request }),
    login: (request) => call('login', { body: request }),
    forgotPassword: (request) => call('forgotPassword', { body: request }),
    resetPassword: (request) => call('resetPassword', { body: request }),
    getTemporaryAnswers: (token) => call('getTemporaryAnswers', { query: { token } }),

    getProfile: () => call('getProfile'),
    saveAnswers: (answers, revision) =>
      call('saveAnswers', { body: answers, headers: revision === null ? {} : { 'If-Match': `"${revision}"` } }),
    putLastPage: async (lastPage) => {
      await call('putLastPage', { body: { last_page: lastPage } });
    },
    postWebStatus: async (webStatus) => {
      await call('postWebStatus', { body: { web_status: webStatus } });
    },
    postValidations: async (errors) => {
      await call('postValidations', { body: errors });
    },
    submit: () => call('submit'),
    logout: async () => {
      await call('logout');
    },
    keepAlive: async () => {
      await call('keepAlive');
    },
    getAddAnother: () => call('getAddAnother'),
    putAddAnother: async (request) => {
      await call('putAddAnother', { body: request });
    },
    getTabs: () => call('getTabs'),
    putTabs: async (request) => {
      await call('putTabs', { body: request });
    },
    getChecklist: () => call('getChecklist'),

    getServiceView: (serviceToken) => call('getServiceView', { query: { service_token: serviceToken } }),

    // One operation: a search answers a list, a detail (id) one record.
    lookupFind: async (text, category, maxResults) => {
      const found = await call('lookupFind', { query: { query: text, category, max_results: String(maxResults) } });
      return Array.isArray(found) ? found : [];
    },
    lookupRecord: async (id, category) => {
      const found = await call('lookupFind', { query: { id, category } });
      if (Array.isArray(found)) throw new ServerError(errorCatalogue.generic, 200);
      return found;
    },
    lookupCategories: () => call('lookupCategories'),
  };
}
