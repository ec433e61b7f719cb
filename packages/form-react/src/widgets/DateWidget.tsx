import type { DateOptions } from '@admissions/form-core';
import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import shared from '../theme/sharedStyles.module.css';
import { answerText } from './parts/answerText.ts';
import { Field } from './parts/Field.tsx';

/** What the validator is asked about when the input holds no real date (its value is then ''). */
export const notARealDate = 'not-a-date';
/** Shown for a date that is not real when the field's own rules have no message for it. */
export const notARealDateMessage = 'Please enter a real date.';

const noErrors: readonly string[] = [];

/**
 * date: the native date input (value YYYY-MM-DD). Every change is checked at
 * once against the field's own rules (`services.answerErrors`, the tenant's
 * validator): a real date, and its date rules with their messages, whatever
 * the web_status. An incomplete or impossible date (31 February) leaves the
 * input empty and marks it `badInput`: it is checked on change and when the
 * field is left. Its messages show with those the host passes in `errors`
 * (while the whole form is validated), each once, and only while the answer
 * is still the one they were found for.
 */
export function DateWidget({ question, value, errors, onChange, ids, required, services }: WidgetProps<DateOptions>) {
  const [checked, setChecked] = useState<{ answer: string; messages: readonly string[] } | null>(null);
  const latest = useRef(0);
  const answer = answerText(value);
  const own = checked && checked.answer === answer ? checked.messages : noErrors;
  const shown = own.length === 0 ? errors : [...new Set([...errors, ...own])];

  const check = (input: HTMLInputElement) => {
    const answerErrors = services.answerErrors;
    if (!answerErrors) return;
    const request = ++latest.current;
    const notReal = input.validity.badInput;
    const entered = input.value;
    answerErrors(question.key, notReal ? notARealDate : entered).then(
      (messages) => {
        if (request !== latest.current) return;
        const list = notReal && messages.length === 0 ? [notARealDateMessage] : messages;
        setChecked({ answer: entered, messages: list });
      },
      () => {
        // The validator could not be loaded (offline): the full validation on submit still runs.
        if (request === latest.current) setChecked(null);
      },
    );
  };

  return (
    <Field ids={ids} label={question.label} hint={question.hint} required={required} errors={shown}>
      <input
        id={ids.input}
        name={question.key}
        type="date"
        autoComplete={question.options?.autocomplete}
        value={answer}
        aria-describedby={describedBy(ids, Boolean(question.hint), shown.length > 0)}
        aria-invalid={shown.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.inputBox}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange(question.key, event.target.value);
          check(event.target);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          if (event.target.validity.badInput) check(event.target);
        }}
      />
    </Field>
  );
}
