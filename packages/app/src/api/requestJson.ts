import {
  type ApiOperationId,
  apiOperations,
  type ApiOperationTypes,
  errorCatalogue,
  type StudentAnswers,
  type ValidationErrors,
} from '@admissions/contracts';
import {
  AlreadySubmittedError,
  NetworkError,
  RevisionConflictError,
  ServerError,
  SubmissionRejectedError,
  UnauthorizedError,
} from './apiErrors.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Serialised as JSON when present. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface JsonResponse<T> {
  body: T;
  headers: Headers;
}

export type FetchFunction = typeof fetch;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStudentAnswers(value: unknown): value is StudentAnswers {
  return isRecord(value) && Object.values(value).every((answer) => ['string', 'boolean'].includes(typeof answer));
}

function isValidationErrors(value: unknown): value is ValidationErrors {
  return (
    isRecord(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))
  );
}

/**
 * The JSON body of a response (undefined when empty). Its shape is the one
 * the server's schema for the operation and status gave it (the server
 * serialises every answer with that schema); JSON.parse leaves it untyped.
 */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    const body = text === '' ? undefined : JSON.parse(text);
    return body;
  } catch {
    throw new ServerError(errorCatalogue.generic, response.status);
  }
}

/** Maps a non-OK response to the errors of apiErrors.ts, each carrying a message fit for the applicant. */
export function errorFromResponse(status: number, body: unknown): ServerError {
  const message = isRecord(body) && typeof body.message === 'string' && body.message ? body.message : undefined;
  if (status === 401) return new UnauthorizedError(message);
  if (status === 409 && isRecord(body) && body.web_status === 'submitted') {
    return new AlreadySubmittedError(message ?? errorCatalogue.generic);
  }
  if (status === 409 && isRecord(body) && isStudentAnswers(body.answer) && typeof body.revision === 'number') {
    return new RevisionConflictError(message ?? errorCatalogue.generic, body.answer, body.revision);
  }
  if (status === 422 && isRecord(body) && isValidationErrors(body.errors)) {
    return new SubmissionRejectedError(message ?? errorCatalogue.generic, body.errors);
  }
  return new ServerError(message ?? errorCatalogue.generic, status);
}

/**
 * One JSON call: Content-Type application/json, a JSON body when
 * there is a payload, same-origin credentials, the JSON response parsed.
 */
export async function requestJson<T>(
  fetchFn: FetchFunction,
  url: string,
  options: RequestOptions = {},
): Promise<JsonResponse<T>> {
  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: options.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new NetworkError();
  } finally {
    if (timer) clearTimeout(timer);
  }
  if (!response.ok) throw errorFromResponse(response.status, await readJson<unknown>(response));
  return { body: await readJson<T>(response), headers: response.headers };
}

/** What a call of one operation sends: its body, path parameters (`{key}`), query and headers. */
export interface OperationInput<Id extends ApiOperationId> {
  body?: ApiOperationTypes[Id]['body'];
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Calls one operation of the contract by its operationId (method and path
 * from `apiOperations`); the answer has that operation's response type.
 */
export async function callOperation<Id extends ApiOperationId>(
  fetchFn: FetchFunction,
  baseUrl: string,
  id: Id,
  input: OperationInput<Id> = {},
): Promise<ApiOperationTypes[Id]['response']> {
  const { method, path } = apiOperations[id];
  const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const options: RequestOptions = {
    method,
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.headers ? { headers: input.headers } : {}),
    ...(input.timeoutMs ? { timeoutMs: input.timeoutMs } : {}),
  };
  const response = await requestJson<ApiOperationTypes[Id]['response']>(fetchFn, `${baseUrl}${url}${query}`, options);
  return response.body;
}
