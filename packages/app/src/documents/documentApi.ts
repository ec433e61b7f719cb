import type {
  ConversionRequest,
  ConversionResult,
  DocumentAnswers,
  MessageResponse,
  PdfResponse,
  PresignedUrlResponse,
} from '@admissions/contracts';
import { errorCatalogue } from '@admissions/contracts';
import { NetworkError, ServerError } from '../api/apiErrors.ts';
import { errorFromResponse, requestJson, type FetchFunction } from '../api/requestJson.ts';
import { appConfig } from '../config/appConfig.ts';

/** The document calls: uploads, conversions, the applicant's documents and the application PDF. */
export interface DocumentApi {
  presignedUrl(answerKey: string): Promise<PresignedUrlResponse>;
  /** POSTs the signed fields and the file (multipart) to the storage URL. */
  uploadFile(target: PresignedUrlResponse, file: File): Promise<void>;
  requestConversion(answerKey: string, request: ConversionRequest): Promise<MessageResponse>;
  conversionStatus(answerKey: string): Promise<ConversionResult>;
  deleteConversion(answerKey: string): Promise<void>;
  getDocumentAnswers(): Promise<DocumentAnswers>;
  deleteDocumentAnswer(answerKey: string): Promise<void>;
  getPdf(): Promise<PdfResponse>;
}

export interface DocumentApiOptions {
  fetch?: FetchFunction;
  baseUrl?: string;
}

async function readMessage(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

export function createDocumentApi(options: DocumentApiOptions = {}): DocumentApi {
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = appConfig.requestTimeoutMs;
  const call = async <T>(path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown) =>
    (await requestJson<T>(fetchFn, `${baseUrl}${path}`, { method, body, timeoutMs })).body;
  const key = (answerKey: string) => encodeURIComponent(answerKey);

  return {
    presignedUrl: (answerKey) => call<PresignedUrlResponse>('/api/presigned-url', 'POST', { answer_key: answerKey }),
    async uploadFile(target, file) {
      const form = new FormData();
      for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
      form.append('file', file, file.name);
      const url = new URL(target.url, globalThis.location?.href ?? 'http://localhost/').href;
      let response: Response;
      try {
        // no-cors: a bucket on another origin answers opaquely; our own route answers readably.
        response = await fetchFn(url, { method: 'POST', body: form, mode: 'no-cors', credentials: 'same-origin' });
      } catch {
        throw new NetworkError();
      }
      if (response.type !== 'opaque' && !response.ok) {
        const error = errorFromResponse(response.status, await readMessage(response));
        throw error instanceof ServerError ? error : new ServerError(errorCatalogue.generic, response.status);
      }
    },
    requestConversion: (answerKey, request) =>
      call<MessageResponse>(`/api/pdf/document-answer/${key(answerKey)}`, 'POST', request),
    conversionStatus: (answerKey) => call<ConversionResult>(`/api/pdf/document-answer/${key(answerKey)}`),
    async deleteConversion(answerKey) {
      await call(`/api/pdf/document-answer/${key(answerKey)}`, 'DELETE');
    },
    getDocumentAnswers: () => call<DocumentAnswers>('/api/document-answer'),
    async deleteDocumentAnswer(answerKey) {
      await call(`/api/document-answer/${key(answerKey)}`, 'DELETE');
    },
    getPdf: () => call<PdfResponse>('/api/pdf'),
  };
}
