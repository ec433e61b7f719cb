import { limits } from '@admissions/contracts';
import type { AnswerValue, QuestionDefinition, TextareaOptions } from '@admissions/form-core';
import { useCallback } from 'react';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { useAnswer } from '../store/useAnswer.ts';
import { useAnswerInput } from '../store/useAnswerInput.ts';
import shared from '../theme/sharedStyles.module.css';
import { useDebouncedValue } from '../timing/useDebouncedValue.ts';
import { answerText } from './parts/answerText.ts';
import { Field } from './parts/Field.tsx';
import styles from './TextareaWidget.module.css';

/** The count is announced once typing pauses this long, not on every keystroke. */
export const characterCountAnnounceDelayMs = 1000;

/**
 * textarea: multi-line input with a live "Character count: n / limit"; input
 * stops at the limit. The textarea keeps its own value while the applicant
 * types (`useAnswerInput`): a keystroke renders only the count.
 */
export function TextareaWidget({ question, errors, onChange, ids, required, services }: WidgetProps<TextareaOptions>) {
  const limit = question.options?.characterLimit ?? services.characterLimit ?? limits.textareaCharacterLimit;
  const cut = useCallback((raw: string) => raw.slice(0, limit), [limit]);
  const { attach, defaultValue, onChange: onInput } = useAnswerInput<HTMLTextAreaElement>(question.key, onChange, cut);
  const countId = `${ids.input}-count`;
  return (
    <Field
      ids={ids}
      label={question.label}
      hint={question.hint}
      required={required}
      errors={errors}
      after={<CharacterCount answerKey={question.key} countId={countId} inputId={ids.input} limit={limit} />}
    >
      <textarea
        id={ids.input}
        name={question.key}
        ref={attach}
        defaultValue={defaultValue}
        rows={8}
        maxLength={limit}
        aria-describedby={describedBy(ids, Boolean(question.hint), errors.length > 0, countId)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.textareaBox}
        onChange={onInput}
      />
    </Field>
  );
}

TextareaWidget.ownKeys = (question: QuestionDefinition<TextareaOptions>): readonly string[] => [question.key];

const textLength = (value: AnswerValue): number => answerText(value).length;

/** The count under the textarea: the one part that renders per keystroke; announced once typing pauses. */
function CharacterCount({
  answerKey,
  countId,
  inputId,
  limit,
}: {
  answerKey: string;
  countId: string;
  inputId: string;
  limit: number;
}) {
  const length = useAnswer(answerKey, textLength);
  const countText = `Character count: ${length} / ${limit}`;
  const announced = useDebouncedValue(countText, characterCountAnnounceDelayMs);
  return (
    <>
      <span id={countId} className={styles.count}>
        {countText}
      </span>
      <span aria-live="polite" className={shared.visuallyHidden} data-testid={`${inputId}-count-announcement`}>
        {announced === countText ? announced : ''}
      </span>
    </>
  );
}
