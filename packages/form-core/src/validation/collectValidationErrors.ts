import type { ValidationErrors } from '@admissions/contracts';
import { warnConfigurationMessage, type ConfigurationLogger } from '../configuration/configurationLogger.ts';
import type { AjvErrorLike } from './validationTypes.ts';

function keyFromInstancePath(instancePath: string): string | undefined {
  if (!instancePath.startsWith('/')) return undefined;
  const [first] = instancePath.slice(1).split('/');
  return first === undefined || first === '' ? undefined : first.replaceAll('~1', '/').replaceAll('~0', '~');
}

/** The answer key of a plain ajv error: its instancePath, or the property a root `required` names. */
function keyOfError(error: AjvErrorLike): string | undefined {
  const fromPath = keyFromInstancePath(error.instancePath);
  if (fromPath !== undefined) return fromPath;
  const missing = error.params.missingProperty;
  return typeof missing === 'string' && missing !== '' ? missing : undefined;
}

/**
 * An ajv-errors `errorMessage` error: its instancePath; at the root, the key of
 * the first wrapped error that has one (a custom `required` message names its
 * missingProperty; an `anyOf` over checks names the first check).
 */
function keyOfMessageError(error: AjvErrorLike): string | undefined {
  const fromPath = keyFromInstancePath(error.instancePath);
  if (fromPath !== undefined) return fromPath;
  const wrapped = Array.isArray(error.params.errors) ? (error.params.errors as AjvErrorLike[]) : [];
  for (const inner of wrapped) {
    const key = keyOfError(inner);
    if (key !== undefined) return key;
  }
  return undefined;
}

/**
 * The answer key an ajv error's message belongs to; undefined for `if`
 * errors, which only summarize their `then`/`else` errors. A message with no
 * answer key goes under '' and is reported to `log` as a configuration message.
 */
export function answerKeyOfError(error: AjvErrorLike, log: ConfigurationLogger): string | undefined {
  if (error.keyword === 'if') return undefined;
  const key = error.keyword === 'errorMessage' ? keyOfMessageError(error) : keyOfError(error);
  if (key !== undefined) return key;
  log(`Validation message with no answer key: "${error.message ?? error.keyword}" (${error.schemaPath})`);
  return '';
}

/**
 * Turns ajv errors into messages per answer key: deduplicated, empty lists
 * dropped, keys in order of their first error. `if` errors only summarize
 * their `then`/`else` errors and are skipped. A message with no answer key
 * goes under '' and is reported to `log` as a configuration message, never lost.
 */
export function collectValidationErrors(
  errors: readonly AjvErrorLike[] | null | undefined,
  log: ConfigurationLogger = warnConfigurationMessage,
): ValidationErrors {
  const collected: ValidationErrors = {};
  for (const error of errors ?? []) {
    const key = answerKeyOfError(error, log);
    if (key === undefined) continue;
    const message = error.message ?? error.keyword;
    const list = (collected[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return collected;
}
