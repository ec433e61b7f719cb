import { addressKeysOf } from '@admissions/form-core';
import type { AddressOptions, QuestionDefinition } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { AddressFields, addressOwnKeys } from './address/AddressFields.tsx';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';

/**
 * address: a fieldset (legend = the question label) with address line 1 (the
 * question key), Apt. #, City, State/Province, ZIP/Postal Code and Country
 * (companion keys by role in `options.keys`). Each input shows its own errors
 * and, but for the country, reads its own answer (`ownKeys`). With
 * `options.autocomplete` the inputs carry autofill tokens.
 */
export function AddressWidget({ question, values, errorsByKey, onChange, ids, required }: WidgetProps<AddressOptions>) {
  return (
    <QuestionFieldset ids={ids} legend={question.label} hint={question.hint} errors={[]}>
      <AddressFields
        keys={addressKeysOf(question)}
        labels={question.options?.labels}
        autocomplete={question.options?.autocomplete}
        values={values}
        errorsByKey={errorsByKey}
        onChange={onChange}
        required={required}
      />
    </QuestionFieldset>
  );
}

AddressWidget.ownKeys = (question: QuestionDefinition<AddressOptions>): readonly string[] =>
  addressOwnKeys(addressKeysOf(question));
