import { css } from '@emotion/react';
import type { RadioOptions } from '@admissions/form-core';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { formTheme } from '../theme/formTheme.ts';
import { answerText } from './parts/answerText.ts';
import { checkControl, checkRow } from './parts/CheckboxInput.tsx';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';

/** The id of one radio: the first carries the answer key so `/{page}#{key}` reaches the group. */
export function radioId(key: string, index: number): string {
  return index === 0 ? key : `${key}--${index}`;
}

const radioControl = css(checkControl, { borderRadius: '50%' });

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
      <div
        css={css({
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: '1.5rem',
          [`@media (max-width: ${formTheme.breakpoints.mobile}px)`]: { flexDirection: 'column' },
        })}
      >
        {shown.map((option, index) => {
          const id = radioId(question.key, index);
          return (
            <div key={option.value} css={checkRow}>
              <input
                id={id}
                name={question.key}
                type="radio"
                value={option.value}
                checked={current === option.value}
                css={radioControl}
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
