import type { ButtonOptions } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import shared from '../theme/sharedStyles.module.css';
import { answerChecked } from './parts/answerText.ts';
import { errorText } from './parts/errorText.tsx';
import { hintText } from './parts/hintText.tsx';

/** The id of the container of a question's `after` items (the renderer gives it; a button controls it). */
export function afterContentId(questionKey: string): string {
  return `${questionKey}--after`;
}

/**
 * button: a disclosure button (its label is the question label) that shows the
 * question's `after` items. Its answer is `true` while they show; pressed
 * again, they hide and, as with an unchecked checkbox, their answers are
 * cleared. A native button: Enter and Space press it; `aria-expanded` tells
 * whether the content is shown, `aria-controls` where it is.
 */
export function ButtonWidget({ question, value, errors, onChange, ids }: WidgetProps<ButtonOptions>) {
  const expanded = answerChecked(value);
  const hasHint = Boolean(question.hint);
  const describedBy = [hasHint ? ids.hint : undefined, errors.length > 0 ? ids.error : undefined].filter(Boolean);
  return (
    <div className={shared.fieldWrapper}>
      {hintText(ids.hint, question.hint)}
      {errorText(ids.error, errors)}
      <button
        id={ids.input}
        type="button"
        className={shared.secondaryButton}
        aria-expanded={expanded}
        aria-controls={question.after ? afterContentId(question.key) : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onClick={() => onChange(question.key, !expanded)}
      >
        {question.label}
      </button>
    </div>
  );
}
