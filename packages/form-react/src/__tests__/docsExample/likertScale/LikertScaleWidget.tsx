// The widget of docs/adding-a-widget.md, kept here so the guide's code is compiled and tested.
import { css } from '@emotion/react';
import { QuestionFieldset, type WidgetProps } from '../../../index.ts';
import type { LikertScaleOptions } from './likertScaleSpec.ts';

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
const point = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  minHeight: '2.75rem', // touch target
  padding: '0 0.75rem',
  border: '1px solid #6b6b6b',
  borderRadius: 4,
  // The chosen value is marked by weight and border, not by colour alone.
  '&:has(input:checked)': { fontWeight: 700, borderWidth: 3 },
});

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
      <div css={row}>
        {choices.map((option, index) => {
          // The first input carries the answer key as id, so /{page}#{key} reaches the question.
          const id = index === 0 ? ids.input : `${ids.input}--${index}`;
          return (
            <label key={option.value} htmlFor={id} css={point}>
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
