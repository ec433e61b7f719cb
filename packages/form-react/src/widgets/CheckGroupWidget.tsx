import { checkGroupChecks } from '@admissions/form-core';
import type { CheckGroupOptions } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { fieldIds } from '../registry/fieldIds.ts';
import { answerChecked } from './parts/answerText.ts';
import { CheckboxInput } from './parts/CheckboxInput.tsx';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';

/** checkGroup: a fieldset of checkboxes (`options.checks`), each its own boolean answer key. */
export function CheckGroupWidget({
  question,
  values,
  errors,
  onChange,
  ids,
  required,
}: WidgetProps<CheckGroupOptions>) {
  const entries = checkGroupChecks(question);
  const invalid = errors.length > 0;
  // The fieldset carries the question key as its id (for /{page}#{key}) unless a checkbox already has it.
  const fieldsetId = entries.some((entry) => entry.key === question.key) ? undefined : ids.input;
  return (
    <QuestionFieldset
      ids={ids}
      legend={question.label}
      hint={question.hint}
      required={required}
      errors={errors}
      fieldsetId={fieldsetId}
    >
      {entries.map((entry) => (
        <CheckboxInput
          key={entry.key}
          ids={fieldIds(entry.key)}
          label={entry.label}
          checked={answerChecked(values[entry.key])}
          errors={[]}
          invalid={invalid}
          extraDescribedBy={invalid ? ids.error : undefined}
          onChange={(checked) => onChange(entry.key, checked)}
        />
      ))}
    </QuestionFieldset>
  );
}
