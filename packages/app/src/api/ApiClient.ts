import type {
  AddAnotherCounts,
  AddAnotherRequest,
  ChecklistResponse,
  ChosenTabs,
  ConfirmRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LookupCategoriesResponse,
  LookupCategory,
  LookupItem,
  LookupRecord,
  MessageResponse,
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
  WebStatus,
} from '@admissions/contracts';

/**
 * Every call the applicant app makes (the document pipeline
 * adds its own calls under src/documents/). The app talks only to this
 * interface: `createHttpApiClient` implements it over fetch, tests pass an
 * in-memory fake. Failures throw the errors of `apiErrors.ts`.
 */
export interface ApiClient {
  // /public
  signup(request: SignupRequest): Promise<MessageResponse>;
  confirm(request: ConfirmRequest): Promise<MessageResponse>;
  resendConfirm(request: ResendConfirmRequest): Promise<MessageResponse>;
  login(request: LoginRequest): Promise<MessageResponse>;
  forgotPassword(request: ForgotPasswordRequest): Promise<MessageResponse>;
  resetPassword(request: ResetPasswordRequest): Promise<MessageResponse>;
  getTemporaryAnswers(token: string): Promise<TemporaryAnswersResponse>;

  // /api (session required)
  getProfile(): Promise<ProfileResponse>;
  /** PUT /api/answer; `revision` is sent as `If-Match`. A 409 throws RevisionConflictError. */
  saveAnswers(answers: StudentAnswers, revision: number | null): Promise<SaveAnswersResponse>;
  putLastPage(lastPage: string): Promise<void>;
  postWebStatus(webStatus: WebStatus): Promise<void>;
  postValidations(errors: ValidationErrors): Promise<void>;
  /** A 422 throws SubmissionRejectedError with the server's errors. */
  submit(): Promise<MessageResponse>;
  logout(): Promise<void>;
  keepAlive(): Promise<void>;
  getAddAnother(): Promise<AddAnotherCounts>;
  putAddAnother(request: AddAnotherRequest): Promise<void>;
  getTabs(): Promise<ChosenTabs>;
  putTabs(request: TabsRequest): Promise<void>;
  /** The checklist after submission (the status page). */
  getChecklist(): Promise<ChecklistResponse>;

  // /service
  getServiceView(serviceToken: string): Promise<ServiceViewResponse>;

  // /lookup
  lookupFind(query: string, category: LookupCategory, maxResults: number): Promise<LookupItem[]>;
  lookupRecord(id: string, category: LookupCategory): Promise<LookupRecord>;
  /** GET /lookup/categories: which categories have data to search. */
  lookupCategories(): Promise<LookupCategoriesResponse>;
}
