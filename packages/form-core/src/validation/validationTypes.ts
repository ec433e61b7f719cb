import type { ValidationErrors } from '@admissions/contracts';
import type { ConfigurationLogger } from '../configuration/configurationLogger.ts';
import type { Answers } from '../definition/types.ts';

/** What one validation run reads besides the answers. */
export interface ValidationRun {
  /** "Today" for the date and year keywords; the real clock when not given. */
  now?: Date;
  /** Receives configuration messages (a message with no answer key); console.warn when not given. */
  log?: ConfigurationLogger;
}

/**
 * Validates answers against the tenant's combined schema. Everything a run
 * depends on comes in with the call, so runs with different clocks may
 * overlap (the server validates many submissions at once).
 */
export type AnswersValidator = (answers: Answers, run?: ValidationRun) => ValidationErrors;

/** The error shape ajv reports (ajv's ErrorObject, kept structural so standalone modules fit). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * What the generated code reads as `this` (ajv's passContext): the keywords
 * of one run read their "today" from here.
 */
export interface KeywordContext {
  now: Date;
}

/** The default export of a generated standalone module (or any ajv validate function compiled by createAjv). */
export interface StandaloneValidateFunction {
  (this: KeywordContext | void, data: unknown): boolean;
  errors?: AjvErrorLike[] | null;
}
