import type { ChecklistResponse } from './checklist.ts';
import type {
  AddAnotherCounts,
  AddAnotherRequest,
  ChosenTabs,
  ConfirmRequest,
  ConversionRequest,
  ConversionResult,
  DocumentAnswers,
  ForgotPasswordRequest,
  LastPageRequest,
  LoginRequest,
  LookupCategoriesResponse,
  LookupItem,
  LookupRecord,
  MessageResponse,
  PdfResponse,
  PresignedUrlRequest,
  PresignedUrlResponse,
  ProfileResponse,
  ResendConfirmRequest,
  ResetPasswordRequest,
  SaveAnswersResponse,
  ServiceViewResponse,
  SignupRequest,
  StudentAnswers,
  TabsRequest,
  TemporaryAnswersResponse,
  ValidationErrors,
  WebStatusRequest,
} from './api.ts';
import type {
  RecommendationListResponse,
  RecommendationRequestView,
  RecommendationSubmitBody,
  RecommenderBody,
  RecommenderFormResponse,
  RequestRecommendationBody,
} from './recommendationSchemas.ts';

/**
 * The operations the app calls, by the operationId the server's OpenAPI
 * document gives each: its method and path (`{key}` is a path parameter).
 * A server test checks this table against the document.
 */
export const apiOperations = {
  signup: { method: 'POST', path: '/public/signup' },
  confirm: { method: 'POST', path: '/public/confirm' },
  resendConfirm: { method: 'POST', path: '/public/resend-confirm' },
  login: { method: 'POST', path: '/public/login' },
  forgotPassword: { method: 'POST', path: '/public/forgot-password' },
  resetPassword: { method: 'POST', path: '/public/reset-password' },
  getTemporaryAnswers: { method: 'GET', path: '/public/tmp' },
  logout: { method: 'GET', path: '/api/logout' },
  keepAlive: { method: 'POST', path: '/api/keep-alive' },
  getProfile: { method: 'GET', path: '/api/profile' },
  saveAnswers: { method: 'PUT', path: '/api/answer' },
  putLastPage: { method: 'PUT', path: '/api/last-page' },
  postWebStatus: { method: 'POST', path: '/api/web-status' },
  postValidations: { method: 'POST', path: '/api/validations' },
  submit: { method: 'POST', path: '/api/submit' },
  getAddAnother: { method: 'GET', path: '/api/add-another' },
  putAddAnother: { method: 'PUT', path: '/api/add-another' },
  getTabs: { method: 'GET', path: '/api/tabs' },
  putTabs: { method: 'PUT', path: '/api/tabs' },
  createPresignedUpload: { method: 'POST', path: '/api/presigned-url' },
  listDocuments: { method: 'GET', path: '/api/document-answer' },
  deleteDocument: { method: 'DELETE', path: '/api/document-answer/{key}' },
  requestConversion: { method: 'POST', path: '/api/pdf/document-answer/{key}' },
  getConversionStatus: { method: 'GET', path: '/api/pdf/document-answer/{key}' },
  deleteConversion: { method: 'DELETE', path: '/api/pdf/document-answer/{key}' },
  getApplicationPdf: { method: 'GET', path: '/api/pdf' },
  getChecklist: { method: 'GET', path: '/api/checklist' },
  getServiceView: { method: 'GET', path: '/service/tmp-pdf' },
  listRecommendations: { method: 'GET', path: '/api/recommendations' },
  requestRecommendation: { method: 'POST', path: '/api/recommendations' },
  resendRecommendation: { method: 'POST', path: '/api/recommendations/{id}/resend' },
  changeRecommender: { method: 'PUT', path: '/api/recommendations/{id}' },
  cancelRecommendation: { method: 'DELETE', path: '/api/recommendations/{id}' },
  openRecommenderForm: { method: 'GET', path: '/public/recommendation' },
  createRecommenderUpload: { method: 'POST', path: '/public/recommendation/presigned-url' },
  requestRecommenderConversion: { method: 'POST', path: '/public/recommendation/document/{key}' },
  getRecommenderConversion: { method: 'GET', path: '/public/recommendation/document/{key}' },
  submitRecommendation: { method: 'POST', path: '/public/recommendation/submit' },
  lookupFind: { method: 'GET', path: '/lookup/find' },
  lookupCategories: { method: 'GET', path: '/lookup/categories' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type ApiOperationId = keyof typeof apiOperations;

/** The request body (undefined: none) and the answer of each operation, from the schemas. */
export interface ApiOperationTypes {
  signup: { body: SignupRequest; response: MessageResponse };
  confirm: { body: ConfirmRequest; response: MessageResponse };
  resendConfirm: { body: ResendConfirmRequest; response: MessageResponse };
  login: { body: LoginRequest; response: MessageResponse };
  forgotPassword: { body: ForgotPasswordRequest; response: MessageResponse };
  resetPassword: { body: ResetPasswordRequest; response: MessageResponse };
  getTemporaryAnswers: { body: undefined; response: TemporaryAnswersResponse };
  logout: { body: undefined; response: MessageResponse };
  keepAlive: { body: undefined; response: undefined };
  getProfile: { body: undefined; response: ProfileResponse };
  saveAnswers: { body: StudentAnswers; response: SaveAnswersResponse };
  putLastPage: { body: LastPageRequest; response: MessageResponse };
  postWebStatus: { body: WebStatusRequest; response: MessageResponse };
  postValidations: { body: ValidationErrors; response: MessageResponse };
  submit: { body: undefined; response: MessageResponse };
  getAddAnother: { body: undefined; response: AddAnotherCounts };
  putAddAnother: { body: AddAnotherRequest; response: MessageResponse };
  getTabs: { body: undefined; response: ChosenTabs };
  putTabs: { body: TabsRequest; response: MessageResponse };
  createPresignedUpload: { body: PresignedUrlRequest; response: PresignedUrlResponse };
  listDocuments: { body: undefined; response: DocumentAnswers };
  deleteDocument: { body: undefined; response: MessageResponse };
  requestConversion: { body: ConversionRequest; response: MessageResponse };
  getConversionStatus: { body: undefined; response: ConversionResult };
  deleteConversion: { body: undefined; response: MessageResponse };
  getApplicationPdf: { body: undefined; response: PdfResponse };
  getChecklist: { body: undefined; response: ChecklistResponse };
  getServiceView: { body: undefined; response: ServiceViewResponse };
  listRecommendations: { body: undefined; response: RecommendationListResponse };
  requestRecommendation: { body: RequestRecommendationBody; response: RecommendationRequestView };
  resendRecommendation: { body: undefined; response: RecommendationRequestView };
  changeRecommender: { body: RecommenderBody; response: RecommendationRequestView };
  cancelRecommendation: { body: undefined; response: MessageResponse };
  openRecommenderForm: { body: undefined; response: RecommenderFormResponse };
  createRecommenderUpload: { body: PresignedUrlRequest; response: PresignedUrlResponse };
  requestRecommenderConversion: { body: ConversionRequest; response: MessageResponse };
  getRecommenderConversion: { body: undefined; response: ConversionResult };
  submitRecommendation: { body: RecommendationSubmitBody; response: MessageResponse };
  lookupFind: { body: undefined; response: LookupItem[] | LookupRecord };
  lookupCategories: { body: undefined; response: LookupCategoriesResponse };
}

/** Fails to compile when the table and the types name different operations. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : never;
const _sameOperations: SameKeys<typeof apiOperations, ApiOperationTypes> = true;
void _sameOperations;
