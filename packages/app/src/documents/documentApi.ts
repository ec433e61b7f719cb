import type {
  ApiOperationId,
  ConversionRequest,
  ConversionResult,
  DocumentAnswers,
  MessageResponse,
  PdfResponse,
  PresignedUrlResponse,
} from '@admissions/contracts';
import { errorCatalogue } from '@admissions/contracts';
import { NetworkError, ServerError } from '../api/apiErrors.ts';
import { callOperation, errorFromResponse, type FetchFunction, type OperationInput } from '../api/requestJson.ts';
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
    const body: unknown = JSON.parse(await response.text());
    return body;
  } catch {
    return undefined;
  }
}

export function createDocumentApi(options: DocumentApiOptions = {}): DocumentApi {
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = appConfig.requestTimeoutMs;
  const call = <Id extends ApiOperationId>(id: Id, input: OperationInput<Id> = {}) =>
    callOperation(fetchFn, baseUrl, id, { timeoutMs, ...input });

  return {
    presignedUrl: (answerKey) => call('createPresignedUpload', { body: { answer_key: answerKey } }),
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
    requestConversion: (answerKey, request) => call('requestConversion', { params: { key: answerKey }, body: request }),
    conversionStatus: (answerKey) => call('getConversionStatus', { params: { key: answerKey } }),
    async deleteConversion(answerKey) {
      await call('deleteConversion', { params: { key: answerKey } });
    },
    getDocumentAnswers: () => call('listDocuments'),
    async deleteDocumentAnswer(answerKey) {
      await call('deleteDocument', { params: { key: answerKey } });
    },
    getPdf: () => call('getApplicationPdf'),
  };
}
