import type { Answers } from '../definition/types.ts';

/** Answer key -> messages; only non-empty lists, messages deduplicated. */
export type ValidationErrors = Record<string, string[]>;

/** Validates answers against the tenant's combined schema. */
export type AnswersValidator = (answers: Answers) => ValidationErrors;

/** The error shape ajv reports (ajv's ErrorObject, kept structural so standalone modules fit). */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** The default export of a generated standalone module (or any ajv validate function). */
export interface StandaloneValidateFunction {
  (data: unknown): boolean;
  errors?: AjvErrorLike[] | null;
}
