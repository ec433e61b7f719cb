import { formatSsn, formatUsPhone } from '@admissions/form-core';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { inputBoxClass } from '../theme/sharedClasses.ts';
import { answerText } from './parts/answerText.ts';
import { autocompleteFor } from './parts/autocompleteFor.ts';
import { Field } from './parts/Field.tsx';

/** Default maximum length of a text input (spec section 9). */
export const defaultTextMaxLength = 45;

const formatters = { ssn: formatSsn, usPhone: formatUsPhone } as const;

/** text: a single-line input; `format` (ssn, usPhone) formats as the applicant types. */
export function TextWidget({ question, value, errors, onChange, ids, required }: WidgetProps) {
  const format = question.format ? formatters[question.format] : undefined;
  const numeric = question.inputType === 'number' || question.format !== undefined;
  // type=number drops partial input and spins on scroll; a numeric keyboard is what we want.
  const type = question.inputType === 'number' || question.inputType === undefined ? 'text' : question.inputType;
  return (
    <Field ids={ids} label={question.label} hint={question.hint} required={required} errors={errors}>
      <input
        id={ids.input}
        name={question.key}
        type={type}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete={autocompleteFor(question.key) ?? (type === 'password' ? 'off' : undefined)}
        value={answerText(value)}
        maxLength={question.maxLength ?? defaultTextMaxLength}
        placeholder={question.placeholder}
        aria-describedby={describedBy(ids, Boolean(question.hint), errors.length > 0)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={inputBoxClass}
        onChange={(event) => {
          const raw = event.target.value;
          onChange(question.key, format ? format(raw) : raw);
        }}
      />
    </Field>
  );
}
