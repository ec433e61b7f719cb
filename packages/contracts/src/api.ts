/**
 * Request and response bodies of every call in section 7 of the spec, shared by
 * the app (API client) and the server (route schemas). Field names are the
 * spec's (snake_case on the wire).
 */

export type WebStatus = 'started' | 'validating' | 'submitted';
export const webStatuses: readonly WebStatus[] = ['started', 'validating', 'submitted'];

export type StudentAnswers = Record<string, string | boolean>;

/** Field -> messages. Only non-empty lists are kept. */
export type ValidationErrors = Record<string, string[]>;

export interface MessageResponse {
  message: string;
}

export interface ErrorResponse {
  message: string;
  /** Present on 422 from POST /api/submit: the server-side validation errors. */
  errors?: ValidationErrors;
  /** Present on a 409 after submission: the application is submitted (a lost submit answer). */
  web_status?: WebStatus;
}

// ------------------------------------------------------------------ /api/*

export interface WebStatusRequest {
  web_status: WebStatus;
}

export interface LastPageRequest {
  last_page: string;
}

/** PUT /api/answer answers `{message}`; the new revision is also in the `ETag` header. */
export interface SaveAnswersResponse extends MessageResponse {
  revision: number;
}

export interface DocumentAnswer {
  file_name: string;
  file_size: number;
}
export type DocumentAnswers = Record<string, DocumentAnswer>;

export interface ProfileResponse {
  answer: StudentAnswers;
  document_answer: DocumentAnswers;
  username: string;
  last_page: string | null;
  successful_login: { logged_in_at: string }[];
  web_status: { web_status: WebStatus; created_at: string }[];
  /** Revision of the stored answers; send it back in `If-Match` with PUT /api/answer. */
  revision: number;
}

export interface PresignedUrlRequest {
  answer_key: string;
}

export interface PresignedUrlResponse {
  url: string;
  fields: Record<string, string> & { key: string };
}

export interface ConversionRequest {
  file_key: string;
  file_name: string;
}

export type ConversionStatus = 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'NOT_ANSWERED' | 'FAILED';

export interface ConversionResult {
  status: ConversionStatus;
  message: string;
  url?: string;
  error?: string;
}

export type PdfStatus = 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface PdfResponse {
  status: PdfStatus;
  url: string | null;
}

export interface AddAnotherRequest {
  button_id: string;
  num_components: number;
}
export type AddAnotherCounts = Record<string, number>;

export interface TabsRequest {
  tab_id: string;
  chosen_tab: string;
}
export type ChosenTabs = Record<string, string>;

// --------------------------------------------------------------- /public/*

export interface SignupRequest {
  username: string;
  password: string;
}

export interface ConfirmRequest {
  username: string;
  code: string;
}

export interface ResendConfirmRequest {
  username: string;
}

export interface LoginRequest {
  username: string;
  password: string;
  default_route?: string;
}

export interface ForgotPasswordRequest {
  username: string;
}

export interface ResetPasswordRequest {
  username: string;
  password: string;
  confirm_password: string;
  id: string;
}

export interface TemporaryAnswersResponse {
  answer: StudentAnswers;
}

// -------------------------------------------------------------- /service/*

export interface ServiceViewResponse {
  answer: StudentAnswers;
  add_another: AddAnotherCounts;
  document_answer: DocumentAnswers;
  tabs: ChosenTabs;
}

// --------------------------------------------------------------- /lookup/*

export type LookupCategory = 'college_ceeb' | 'hs_ceeb' | 'address';
export const lookupCategories: readonly LookupCategory[] = ['college_ceeb', 'hs_ceeb', 'address'];

export interface LookupItem {
  id: string;
  text: string;
  sub_text: string;
}

/**
 * GET /lookup/categories: whether each category has anything to search.
 * A category without data answers every search with [], so the app offers
 * manual entry at once instead of a search box.
 */
export type LookupCategoriesResponse = Record<LookupCategory, { hasData: boolean }>;

/** The full record: `name` for schools (or `address_line_1` for addresses) plus the mapped fields. */
export interface LookupRecord {
  id: string;
  name?: string;
  ceeb?: string;
  address_line_1?: string;
  address_line_2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}
