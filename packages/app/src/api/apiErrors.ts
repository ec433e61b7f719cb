import { errorCatalogue, type StudentAnswers, type ValidationErrors } from '@admissions/contracts';

/** Any failed call: the message is safe to show to the applicant (the server words it for them, or the generic text). */
export class ServerError extends Error {
  readonly status: number;
  constructor(message: string = errorCatalogue.generic, status = 500) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
  }
}

/** HTTP 401: the session is missing or expired. The app clears its cache and goes to /login. */
export class UnauthorizedError extends ServerError {
  constructor(message: string = errorCatalogue.sessionInvalid) {
    super(message, 401);
    this.name = 'UnauthorizedError';
  }
}

/** HTTP 409 on PUT /api/answer: another tab or device saved first; carries the stored version. */
export class RevisionConflictError extends ServerError {
  readonly answer: StudentAnswers;
  readonly revision: number;
  constructor(message: string, answer: StudentAnswers, revision: number) {
    super(message, 409);
    this.name = 'RevisionConflictError';
    this.answer = answer;
    this.revision = revision;
  }
}

/**
 * HTTP 409 with `web_status: 'submitted'`: the application is already
 * submitted (read-only), for example by a submit whose answer was lost.
 */
export class AlreadySubmittedError extends ServerError {
  constructor(message: string) {
    super(message, 409);
    this.name = 'AlreadySubmittedError';
  }
}

/** HTTP 422 on POST /api/submit: the server's validation found errors. */
export class SubmissionRejectedError extends ServerError {
  readonly errors: ValidationErrors;
  constructor(message: string, errors: ValidationErrors) {
    super(message, 422);
    this.name = 'SubmissionRejectedError';
    this.errors = errors;
  }
}

/** The request never got an answer (network down, timeout). */
export class NetworkError extends ServerError {
  constructor(message = 'We could not reach the server. Please check your connection and try again.') {
    super(message, 0);
    this.name = 'NetworkError';
  }
}

export function isUnauthorized(error: unknown): error is UnauthorizedError {
  return error instanceof UnauthorizedError;
}

/** The text to show for any thrown value: our errors carry a safe message, anything else gets the generic one. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ServerError && error.message) return error.message;
  return errorCatalogue.generic;
}
