import { limits } from '@admissions/contracts';
import { formatSsn, formatUsPhone } from '@admissions/form-core';
import type { QuestionDefinition, TextOptions } from '@admissions/form-core';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { useAnswerInput } from '../store/useAnswerInput.ts';
import shared from '../theme/sharedStyles.module.css';
import { Field } from './parts/Field.tsx';

const formatters = { ssn: formatSsn, usPhone: formatUsPhone } as const;

/**
 * text: a single-line input; `options.format` (ssn, usPhone) formats as the
 * applicant types; `options.autocomplete` names its purpose for autofill.
 * The input keeps its own value while the applicant types (`useAnswerInput`):
 * a keystroke writes the store and renders nothing.
 */
export function TextWidget({ question, errors, onChange, ids, required }: WidgetProps<TextOptions>) {
  const options = question.options ?? {};
  const format = options.format ? formatters[options.format] : undefined;
  const numeric = options.inputType === 'number' || options.format !== undefined;
  // type=number drops partial input and spins on scroll; a numeric keyboard is what we want.
  const type = options.inputType === 'number' || options.inputType === undefined ? 'text' : options.inputType;
  const { attach, defaultValue, onChange: onInput } = useAnswerInput<HTMLInputElement>(question.key, onChange, format);
  return (
    <Field ids={ids} label={question.label} hint={question.hint} required={required} errors={errors}>
      <input
        id={ids.input}
        name={question.key}
        type={type}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete={options.autocomplete ?? (type === 'password' ? 'off' : undefined)}
        ref={attach}
        defaultValue={defaultValue}
        maxLength={options.maxLength ?? limits.textMaxLength}
        placeholder={options.placeholder}
        aria-describedby={describedBy(ids, Boolean(question.hint), errors.length > 0)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.inputBox}
        onChange={onInput}
      />
    </Field>
  );
}

TextWidget.ownKeys = (question: QuestionDefinition<TextOptions>): readonly string[] => [question.key];
