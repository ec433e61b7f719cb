import type { CheckboxOptions } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import shared from '../theme/sharedStyles.module.css';
import { answerChecked } from './parts/answerText.ts';
import { CheckboxInput } from './parts/CheckboxInput.tsx';

/** checkbox: one boolean answer. The renderer shows the question's `after` items while it is checked. */
export function CheckboxWidget({ question, value, errors, onChange, ids, required }: WidgetProps<CheckboxOptions>) {
  return (
    <div className={shared.fieldWrapper}>
      <CheckboxInput
        ids={ids}
        label={question.label}
        hint={question.hint}
        checked={answerChecked(value)}
        errors={errors}
        required={required}
        onChange={(checked) => onChange(question.key, checked)}
      />
    </div>
  );
}
