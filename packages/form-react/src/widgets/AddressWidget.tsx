import type { WidgetProps } from '../registry/WidgetProps.ts';
import { AddressFields } from './address/AddressFields.tsx';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';

/**
 * address: a fieldset (legend = the question label) with address line 1 (the
 * question key), Apt. #, City, State/Province, ZIP/Postal Code and Country
 * (companion keys by role in `question.keys`). Each input shows its own errors.
 */
export function AddressWidget({ question, values, errorsByKey, onChange, ids, required }: WidgetProps) {
  const keys = question.keys ?? {};
  return (
    <QuestionFieldset ids={ids} legend={question.label} hint={question.hint} errors={[]}>
      <AddressFields
        keys={{
          line1: question.key,
          line2: keys.line2,
          city: keys.city,
          state: keys.state,
          zip: keys.zip,
          country: keys.country,
        }}
        labels={question.keyLabels}
        values={values}
        errorsByKey={errorsByKey}
        onChange={onChange}
        required={required}
      />
    </QuestionFieldset>
  );
}
