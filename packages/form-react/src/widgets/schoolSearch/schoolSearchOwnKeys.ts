import { schoolAddressKeys } from '@admissions/form-core';
import type { QuestionDefinition, SchoolSearchOptions } from '@admissions/form-core';
import { addressOwnKeys } from '../address/AddressFields.tsx';

/**
 * The keys a school search's inputs read themselves: the name (the question key) and the address inputs but the
 * country. Its own module: the host reads it before the widget's lazily loaded code has arrived.
 */
export function schoolSearchOwnKeys(question: QuestionDefinition<SchoolSearchOptions>): readonly string[] {
  return [...new Set([question.key, ...addressOwnKeys(schoolAddressKeys(question))])];
}
