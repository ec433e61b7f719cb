import type {
  ApiOperationId,
  ConversionResult,
  MessageResponse,
  PresignedUrlResponse,
  RecommendationListResponse,
  RecommendationRequestView,
  RecommenderBody,
  RecommenderFormResponse,
  RequestRecommendationBody,
  StudentAnswers,
} from '@admissions/contracts';
import { callOperation, type FetchFunction, type OperationInput } from '../api/requestJson.ts';
import { appConfig } from '../config/appConfig.ts';
import { createDocumentApi } from '../documents/documentApi.ts';

/** The applicant's recommendation calls (session required). */
export interface RecommendationApi {
  list(): Promise<RecommendationListResponse>;
  request(body: RequestRecommendationBody): Promise<RecommendationRequestView>;
  resend(id: string): Promise<RecommendationRequestView>;
  change(id: string, body: RecommenderBody): Promise<RecommendationRequestView>;
  cancel(id: string): Promise<MessageResponse>;
}

/** The calls of a recommender link: each carries the link's token, the only credential. */
export interface RecommenderApi {
  open(): Promise<RecommenderFormResponse>;
  presignedUrl(answerKey: string): Promise<PresignedUrlResponse>;
  uploadFile(target: PresignedUrlResponse, file: File): Promise<void>;
  requestConversion(answerKey: string, fileKey: string, fileName: string): Promise<MessageResponse>;
  conversionStatus(answerKey: string): Promise<ConversionResult>;
  submit(answers: StudentAnswers): Promise<MessageResponse>;
}

export interface RecommendationApiOptions {
  fetch?: FetchFunction;
  baseUrl?: string;
}

function caller(options: RecommendationApiOptions) {
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  return <Id extends ApiOperationId>(id: Id, input: OperationInput<Id> = {}) =>
    callOperation(fetchFn, baseUrl, id, { timeoutMs: appConfig.requestTimeoutMs, ...input });
}

export function createRecommendationApi(options: RecommendationApiOptions = {}): RecommendationApi {
  const call = caller(options);
  return {
    list: () => call('listRecommendations'),
    request: (body) => call('requestRecommendation', { body }),
    resend: (id) => call('resendRecommendation', { params: { id } }),
    change: (id, body) => call('changeRecommender', { params: { id }, body }),
    cancel: (id) => call('cancelRecommendation', { params: { id } }),
  };
}

export function createRecommenderApi(token: string, options: RecommendationApiOptions = {}): RecommenderApi {
  const call = caller(options);
  const query = { token };
  // The storage upload is the document pipeline's own (a signed form to the storage URL).
  const storage = createDocumentApi(options);
  return {
    open: () => call('openRecommenderForm', { query }),
    presignedUrl: (answerKey) => call('createRecommenderUpload', { query, body: { answer_key: answerKey } }),
    uploadFile: (target, file) => storage.uploadFile(target, file),
    requestConversion: (answerKey, fileKey, fileName) =>
      call('requestRecommenderConversion', {
        query,
        params: { key: answerKey },
        body: { file_key: fileKey, file_name: fileName },
      }),
    conversionStatus: (answerKey) => call('getRecommenderConversion', { query, params: { key: answerKey } }),
    submit: (answers) => call('submitRecommendation', { query, body: { answers } }),
  };
}
