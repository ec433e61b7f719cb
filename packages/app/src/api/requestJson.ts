import type { StudentAnswers, ValidationErrors } from '@admissions/contracts';
import { errorCatalogue } from '@admissions/contracts';
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
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
  if (status === 409 && isRecord(body) && isRecord(body.answer) && typeof body.revision === 'number') {
    return new RevisionConflictError(message ?? errorCatalogue.generic, body.answer as StudentAnswers, body.revision);
  }
  if (status === 422 && isRecord(body) && isRecord(body.errors)) {
    return new SubmissionRejectedError(message ?? errorCatalogue.generic, body.errors as ValidationErrors);
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
  const body = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  return { body: body as T, headers: response.headers };
}
