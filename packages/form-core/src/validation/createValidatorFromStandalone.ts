import { warnConfigurationMessage } from '../configuration/configurationLogger.ts';
import { collectValidationErrors } from './collectValidationErrors.ts';
import type { AnswersValidator, StandaloneValidateFunction } from './validationTypes.ts';

/**
 * Wraps an ajv validate function (e.g. a generated standalone module's default
 * export). Kept apart from compileValidator so the browser bundle, which only
 * runs the generated code, does not carry the ajv compiler. Each call hands
 * its own "today" to the keywords as ajv's `this`; ajv keeps the errors of
 * the last run on the function, so they are read before anything else can
 * run it again (validation is synchronous).
 */
export function createValidatorFromStandalone(validate: StandaloneValidateFunction): AnswersValidator {
  return (answers, run = {}) => {
    if (validate.call({ now: run.now ?? new Date() }, answers)) return {};
    return collectValidationErrors(validate.errors, run.log ?? warnConfigurationMessage);
  };
}
