import { limits } from '@admissions/contracts';
import type { TextareaOptions } from '@admissions/form-core';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { formTheme } from '../theme/formTheme.ts';
import { inputBox } from '../theme/sharedStyles.ts';
import { visuallyHiddenClass } from '../theme/sharedClasses.ts';
import { staticClass } from '../theme/staticClass.ts';
import { useDebouncedValue } from '../timing/useDebouncedValue.ts';
import { answerText } from './parts/answerText.ts';
import { Field } from './parts/Field.tsx';

/** The count is announced once typing pauses this long, not on every keystroke. */
export const characterCountAnnounceDelayMs = 1000;

const countClass = staticClass({ display: 'block', marginTop: '0.25rem', color: formTheme.colors.mutedText });
const textareaClass = staticClass(inputBox, { resize: 'vertical', minHeight: '8rem' });

/** textarea: multi-line input with a live "Character count: n / limit"; input stops at the limit. */
export function TextareaWidget({
  question,
  value,
  errors,
  onChange,
  ids,
  required,
  services,
}: WidgetProps<TextareaOptions>) {
  const limit = question.options?.characterLimit ?? services.characterLimit ?? limits.textareaCharacterLimit;
  const text = answerText(value);
  const countText = `Character count: ${text.length} / ${limit}`;
  const announced = useDebouncedValue(countText, characterCountAnnounceDelayMs);
  const countId = `${ids.input}-count`;
  return (
    <Field
      ids={ids}
      label={question.label}
      hint={question.hint}
      required={required}
      errors={errors}
      after={
        <>
          <span id={countId} className={countClass}>
            {countText}
          </span>
          <span aria-live="polite" className={visuallyHiddenClass} data-testid={`${ids.input}-count-announcement`}>
            {announced === countText ? announced : ''}
          </span>
        </>
      }
    >
      <textarea
        id={ids.input}
        name={question.key}
        value={text}
        rows={8}
        maxLength={limit}
        aria-describedby={describedBy(ids, Boolean(question.hint), errors.length > 0, countId)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={textareaClass}
        onChange={(event) => onChange(question.key, event.target.value.slice(0, limit))}
      />
    </Field>
  );
}
