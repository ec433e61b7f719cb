import type { RadioOptions } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import shared from '../theme/sharedStyles.module.css';
import { answerText } from './parts/answerText.ts';
import checks from './parts/CheckboxInput.module.css';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';
import styles from './RadioWidget.module.css';

/** The id of one radio: the first carries the answer key so `/{page}#{key}` reaches the group. */
export function radioId(key: string, index: number): string {
  return index === 0 ? key : `${key}--${index}`;
}

const radioControlClass = `${shared.focusRing} ${checks.checkControl} ${styles.radioControl}`;

/**
 * radio: native radios in a fieldset (arrow keys move the selection). Stores
 * `{key}_desc`; the renderer shows `reveal[value]` after the group.
 */
export function RadioWidget({ question, value, errors, onChange, choices, ids, required }: WidgetProps<RadioOptions>) {
  const current = answerText(value);
  const invalid = errors.length > 0;
  const shown = choices.filter((option) => option.value !== '');
  return (
    <QuestionFieldset
      ids={ids}
      legend={question.label}
      hint={question.hint}
      required={required}
      errors={errors}
      role="radiogroup"
      invalid={invalid}
    >
      <div className={styles.options}>
        {shown.map((option, index) => {
          const id = radioId(question.key, index);
          return (
            <div key={option.value} className={checks.checkRow}>
              <input
                id={id}
                name={question.key}
                type="radio"
                value={option.value}
                checked={current === option.value}
                className={radioControlClass}
                onChange={() => onChange(question.key, option.value, option.label)}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </QuestionFieldset>
  );
}
