import type { LookupCategory } from '@admissions/contracts';
import type { QuestionDefinition } from '../../definition/types.ts';
import { answerText } from '../printedAnswer.ts';
import type { AnswerPart, WidgetSpec } from '../WidgetSpec.ts';
import type { AddressAutocomplete } from './addressAutocomplete.ts';
import { addressLines, addressParts, addressRoleCodes, describeAddressRole } from './addressParts.ts';
import type { AddressKeys } from './addressParts.ts';

export type SchoolSearchOptions = {
  /** What to search (default hs_ceeb); `address` searches addresses and the question key is address line 1. */
  category?: LookupCategory;
  /** Companion answer keys by role: the CEEB code and the school's address. */
  keys?: {
    ceeb?: string;
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    zip?: string;
    country?: string;
  };
  labels?: {
    search?: string;
    name?: string;
    line1?: string;
    line2?: string;
    city?: string;
    state?: string;
    zip?: string;
    country?: string;
  };
  /** Maximum length of the typed-in name (default limits.schoolNameMaxLength, 100). */
  maxLength?: number;
  autocomplete?: AddressAutocomplete;
};

type Question = QuestionDefinition<SchoolSearchOptions>;

export function lookupCategoryOf(question: Question): LookupCategory {
  return question.options?.category ?? 'hs_ceeb';
}

/** The address keys of a school search: for the address category, line 1 is the question key. */
export function schoolAddressKeys(question: Question): AddressKeys {
  const keys = question.options?.keys ?? {};
  return {
    line1: lookupCategoryOf(question) === 'address' ? question.key : keys.line1,
    line2: keys.line2,
    city: keys.city,
    state: keys.state,
    zip: keys.zip,
    country: keys.country,
  };
}

/**
 * schoolSearch: search a school (or an address) and fill its name, CEEB code
 * and address; or type them in. The CEEB code (labelled with the school's
 * name), the state and the country are codes with a `_desc` label.
 */
export const schoolSearchSpec: WidgetSpec<SchoolSearchOptions> = {
  parts(question) {
    const parts: AnswerPart[] = [{ key: question.key, role: 'value', type: 'string' }];
    const ceeb = question.options?.keys?.ceeb;
    if (ceeb) parts.push({ key: ceeb, role: 'ceeb', type: 'string', coded: true });
    for (const part of addressParts(schoolAddressKeys(question), question.key)) {
      if (part.key !== question.key) parts.push(part);
    }
    return parts;
  },
  codes: (_question, part) => addressRoleCodes(part.role),
  // A chosen school fills its code, state and country from the lookup's record.
  fillsFromLookup: true,
  describe: (question, part, value, answers) =>
    part.role === 'ceeb'
      ? answerText(answers[question.key])
      : describeAddressRole(part.role, value, schoolAddressKeys(question), answers),
  display(question, { answers }) {
    const keys = schoolAddressKeys(question);
    if (lookupCategoryOf(question) === 'address') return addressLines(keys, answers);
    const ceebKey = question.options?.keys?.ceeb;
    const ceeb = ceebKey ? answerText(answers[ceebKey]) : '';
    const lines = [answerText(answers[question.key]), ceeb && `CEEB code: ${ceeb}`, ...addressLines(keys, answers)];
    return lines.filter((line) => line !== '');
  },
};
