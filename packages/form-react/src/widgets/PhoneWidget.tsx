import { formatUsPhone, smsOptInKey } from '@admissions/form-core';
import type { PhoneOptions } from '@admissions/form-core';
import { describedBy, fieldIds } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import shared from '../theme/sharedStyles.module.css';
import { answerChecked, answerText } from './parts/answerText.ts';
import { CheckboxInput } from './parts/CheckboxInput.tsx';
import { Field } from './parts/Field.tsx';
import styles from './PhoneWidget.module.css';

export const defaultSmsOptInLabel = 'Yes, send me text message (SMS) updates about my application at this number.';

/** phone: masked (xxx) xxx-xxxx input with an optional SMS opt-in checkbox (`options.keys.smsOptIn`). */
export function PhoneWidget({
  question,
  value,
  values,
  errors,
  errorsByKey,
  onChange,
  ids,
  required,
}: WidgetProps<PhoneOptions>) {
  const smsKey = smsOptInKey(question);
  const options = question.options ?? {};
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
          <div className={styles.smsOptIn}>
            <CheckboxInput
              ids={fieldIds(smsKey)}
              label={options.labels?.smsOptIn ?? defaultSmsOptInLabel}
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
        autoComplete={options.autocomplete}
        value={answerText(value)}
        maxLength={14}
        placeholder={options.placeholder}
        aria-describedby={describedBy(ids, true, phoneErrors.length > 0)}
        aria-invalid={phoneErrors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.inputBox}
        onChange={(event) => onChange(question.key, formatUsPhone(event.target.value))}
      />
    </Field>
  );
}
