/**
 * Request and response bodies of every call between the app and the server,
 * shared by the app (API client), the server and form-react (the shapes its
 * widgets receive). Field names are snake_case, as on the wire. The body
 * types are derived from the schemas in apiSchemas.ts, which the server
 * validates with, so a type and its schema cannot drift apart.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type {
  addAnotherCountsSchema,
  addAnotherRequestSchema,
  chosenTabsSchema,
  confirmRequestSchema,
  conversionRequestSchema,
  conversionResultSchema,
  documentAnswersSchema,
  lastPageRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  pdfResponseSchema,
  presignedUrlRequestSchema,
  presignedUrlResponseSchema,
  profileResponseSchema,
  resetPasswordRequestSchema,
  saveAnswersResponseSchema,
  serviceViewResponseSchema,
  signupRequestSchema,
  studentAnswersSchema,
  tabsRequestSchema,
  temporaryAnswersResponseSchema,
  usernameOnlyRequestSchema,
  validationErrorsSchema,
  webStatusRequestSchema,
} from './apiSchemas.ts';

/** The application's life cycle, in the order an application goes through it. */
export const webStatuses = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof webStatuses)[number];

export type StudentAnswers = FromSchema<typeof studentAnswersSchema>;

/** Field -> messages. Only non-empty lists are kept. */
export type ValidationErrors = FromSchema<typeof validationErrorsSchema>;

export type MessageResponse = FromSchema<typeof messageResponseSchema>;

export interface ErrorResponse {
  message: string;
  /** Present on 422 from POST /api/submit: the server-side validation errors. */
  errors?: ValidationErrors;
  /** Present on a 409 after submission: the application is submitted (a lost submit answer). */
  web_status?: WebStatus;
}

// ------------------------------------------------------------------ /api/*

export type WebStatusRequest = FromSchema<typeof webStatusRequestSchema>;

export type LastPageRequest = FromSchema<typeof lastPageRequestSchema>;

/** PUT /api/answer answers `{message}`; the new revision is also in the `ETag` header. */
export type SaveAnswersResponse = FromSchema<typeof saveAnswersResponseSchema>;

export type DocumentAnswers = FromSchema<typeof documentAnswersSchema>;
export type DocumentAnswer = DocumentAnswers[string];

export type ProfileResponse = FromSchema<typeof profileResponseSchema>;

export type PresignedUrlRequest = FromSchema<typeof presignedUrlRequestSchema>;

/**
 * json-schema-to-ts types the extra fields of `fields` as unknown when the
 * schema also names `key`, so this type is written out; `Narrows` makes the
 * compiler reject it when it stops fitting the schema.
 */
export interface PresignedUrlResponse {
  url: string;
  fields: { key: string } & Record<string, string>;
}
type Narrows<T extends Wide, Wide> = T;
type _PresignedUrlResponseFitsSchema = Narrows<PresignedUrlResponse, FromSchema<typeof presignedUrlResponseSchema>>;

export type ConversionRequest = FromSchema<typeof conversionRequestSchema>;

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

export type ConversionResult = FromSchema<typeof conversionResultSchema>;

/** The state of the application PDF (there is always an application, so never NOT_ANSWERED). */
export const pdfStatuses = [
  'UNPROCESSED',
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
] as const satisfies readonly ConversionStatus[];
export type PdfStatus = (typeof pdfStatuses)[number];

export type PdfResponse = FromSchema<typeof pdfResponseSchema>;

export type AddAnotherRequest = FromSchema<typeof addAnotherRequestSchema>;
export type AddAnotherCounts = FromSchema<typeof addAnotherCountsSchema>;

export type TabsRequest = FromSchema<typeof tabsRequestSchema>;
export type ChosenTabs = FromSchema<typeof chosenTabsSchema>;

// --------------------------------------------------------------- /public/*

export type SignupRequest = FromSchema<typeof signupRequestSchema>;

export type ConfirmRequest = FromSchema<typeof confirmRequestSchema>;

export type ResendConfirmRequest = FromSchema<typeof usernameOnlyRequestSchema>;

export type LoginRequest = FromSchema<typeof loginRequestSchema>;

export type ForgotPasswordRequest = FromSchema<typeof usernameOnlyRequestSchema>;

export type ResetPasswordRequest = FromSchema<typeof resetPasswordRequestSchema>;

export type TemporaryAnswersResponse = FromSchema<typeof temporaryAnswersResponseSchema>;

// -------------------------------------------------------------- /service/*

export type ServiceViewResponse = FromSchema<typeof serviceViewResponseSchema>;

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
