import type { DateOptions } from '@admissions/form-core';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { inputBox } from '../theme/sharedStyles.ts';
import { answerText } from './parts/answerText.ts';
import { Field } from './parts/Field.tsx';

/** date: the native date input (value YYYY-MM-DD); every change is reported so the host re-validates at once. */
export function DateWidget({ question, value, errors, onChange, ids, required }: WidgetProps<DateOptions>) {
  return (
    <Field ids={ids} label={question.label} hint={question.hint} required={required} errors={errors}>
      <input
        id={ids.input}
        name={question.key}
        type="date"
        autoComplete={question.options?.autocomplete}
        value={answerText(value)}
        aria-describedby={describedBy(ids, Boolean(question.hint), errors.length > 0)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        css={inputBox}
        onChange={(event) => onChange(question.key, event.target.value)}
      />
    </Field>
  );
}
