/**
 * Request and response bodies of every call between the app and the server,
 * shared by the app (API client), the server (route schemas) and form-react
 * (the shapes its widgets receive). Field names are snake_case, as on the wire.
 */

/** The application's life cycle, in the order an application goes through it. */
export const webStatuses = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof webStatuses)[number];

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

/** The state of a document's conversion to PDF (NOT_ANSWERED: nothing uploaded for that key). */
export const conversionStatuses = ['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'NOT_ANSWERED', 'FAILED'] as const;
export type ConversionStatus = (typeof conversionStatuses)[number];

/**
 * The statuses of a conversion (or the application PDF) still under way: the
 * app keeps polling and blocks tab switches, the server counts the file
 * against the applicant's quota.
 */
export const runningConversionStatuses = ['UNPROCESSED', 'IN_PROGRESS'] as const;

export function isConversionRunning(status: ConversionStatus | undefined): boolean {
  return (runningConversionStatuses as readonly (ConversionStatus | undefined)[]).includes(status);
}

export interface ConversionResult {
  status: ConversionStatus;
  message: string;
  url?: string;
  error?: string;
}

/** The state of the application PDF (there is always an application, so never NOT_ANSWERED). */
export const pdfStatuses = [
  'UNPROCESSED',
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
] as const satisfies readonly ConversionStatus[];
export type PdfStatus = (typeof pdfStatuses)[number];

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

/** What a school search looks in (a question searches hs_ceeb unless it names another). */
export const lookupCategories = ['college_ceeb', 'hs_ceeb', 'address'] as const;
export type LookupCategory = (typeof lookupCategories)[number];

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

/** The fields of a lookup record besides its id: the columns of an import file, the answers a chosen record fills. */
export const lookupRecordFields = [
  'name',
  'ceeb',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'country',
] as const;
export type LookupRecordField = (typeof lookupRecordFields)[number];

/** The full record: `name` for schools (or `address_line_1` for addresses) plus the mapped fields. */
export type LookupRecord = { id: string } & Partial<Record<LookupRecordField, string>>;
