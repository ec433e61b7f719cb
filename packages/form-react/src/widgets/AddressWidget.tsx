import type { QuestionDefinition } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { AddressFields, addressOwnKeys } from './address/AddressFields.tsx';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';

/**
 * address: a fieldset (legend = the question label) with address line 1 (the
 * question key), Apt. #, City, State/Province, ZIP/Postal Code and Country
 * (companion keys by role in `question.keys`). Each input shows its own errors
 * and, but for the country, reads its own answer (`ownKeys`).
 */
export function AddressWidget({ question, values, errorsByKey, onChange, ids, required }: WidgetProps) {
  return (
    <QuestionFieldset ids={ids} legend={question.label} hint={question.hint} errors={[]}>
      <AddressFields
        keys={addressKeys(question)}
        labels={question.keyLabels}
        values={values}
        errorsByKey={errorsByKey}
        onChange={onChange}
        required={required}
      />
    </QuestionFieldset>
  );
}

function addressKeys(question: QuestionDefinition) {
  const keys = question.keys ?? {};
  return {
    line1: question.key,
    line2: keys.line2,
    city: keys.city,
    state: keys.state,
    zip: keys.zip,
    country: keys.country,
  };
}

AddressWidget.ownKeys = (question: QuestionDefinition): readonly string[] => addressOwnKeys(addressKeys(question));
