import { css } from '@emotion/react';
import { formatUsPhone } from '@admissions/form-core';
import { describedBy, fieldIds } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { inputBox } from '../theme/sharedStyles.ts';
import { answerChecked, answerText } from './parts/answerText.ts';
import { autocompleteFor } from './parts/autocompleteFor.ts';
import { CheckboxInput } from './parts/CheckboxInput.tsx';
import { Field } from './parts/Field.tsx';

export const defaultSmsOptInLabel = 'Yes, send me text message (SMS) updates about my application at this number.';

/** phone: masked (xxx) xxx-xxxx input with an optional SMS opt-in checkbox (`keys.smsOptIn`). */
export function PhoneWidget({ question, value, values, errors, errorsByKey, onChange, ids, required }: WidgetProps) {
  const smsKey = question.keys?.smsOptIn;
  const phoneErrors = smsKey ? (errorsByKey[question.key] ?? []) : errors;
  return (
    <Field
      ids={ids}
      label={question.label}
      hint={question.hint ?? 'Format: (555) 555-5555'}
      required={required}
      errors={phoneErrors}
      after={
        smsKey && (
          <div css={css({ marginTop: '0.5rem' })}>
            <CheckboxInput
              ids={fieldIds(smsKey)}
              label={question.keyLabels?.smsOptIn ?? defaultSmsOptInLabel}
              checked={answerChecked(values[smsKey])}
              errors={errorsByKey[smsKey] ?? []}
              onChange={(checked) => onChange(smsKey, checked)}
            />
          </div>
        )
      }
    >
      <input
        id={ids.input}
        name={question.key}
        type="tel"
        inputMode="numeric"
        autoComplete={autocompleteFor(question.key) ?? 'tel-national'}
        value={answerText(value)}
        maxLength={14}
        placeholder={question.placeholder}
        aria-describedby={describedBy(ids, true, phoneErrors.length > 0)}
        aria-invalid={phoneErrors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        css={inputBox}
        onChange={(event) => onChange(question.key, formatUsPhone(event.target.value))}
      />
    </Field>
  );
}
