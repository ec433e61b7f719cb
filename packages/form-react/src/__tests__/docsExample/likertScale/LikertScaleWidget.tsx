// The widget of docs/adding-a-widget.md, kept here so the guide's code is compiled and tested.
import { QuestionFieldset, type WidgetProps } from '../../../index.ts';
import styles from './LikertScaleWidget.module.css';
import type { LikertScaleOptions } from './likertScaleSpec.ts';

/** likertScale: the points of its spec as native radios (arrow keys move the choice). */
export function LikertScaleWidget({
  question,
  value,
  errors,
  onChange,
  choices,
  ids,
  required,
}: WidgetProps<LikertScaleOptions>) {
  const invalid = errors.length > 0;
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
      <div className={styles.row}>
        {choices.map((option, index) => {
          // The first input carries the answer key as id, so /{page}#{key} reaches the question.
          const id = index === 0 ? ids.input : `${ids.input}--${index}`;
          return (
            <label key={option.value} htmlFor={id} className={styles.point}>
              <input
                id={id}
                type="radio"
                name={question.key}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(question.key, option.value, option.label)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </QuestionFieldset>
  );
}
