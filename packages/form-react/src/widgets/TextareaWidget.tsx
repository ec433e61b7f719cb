import { limits } from '@admissions/contracts';
import type { AnswerValue, QuestionDefinition, TextareaOptions } from '@admissions/form-core';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { describedBy } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { useAnswerStore } from '../store/AnswerStoreContext.tsx';
import { useAnswerInput } from '../store/useAnswerInput.ts';
import shared from '../theme/sharedStyles.module.css';
import { answerText } from './parts/answerText.ts';
import { Field } from './parts/Field.tsx';
import styles from './TextareaWidget.module.css';

/** The count is announced once typing pauses this long, not on every keystroke. */
export const characterCountAnnounceDelayMs = 1000;

/**
 * textarea: multi-line input with a live "Character count: n / limit"; input
 * stops at the limit. The textarea keeps its own value while the applicant
 * types (`useAnswerInput`) and the count is written, not rendered: a keystroke
 * renders nothing.
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

const countText = (value: AnswerValue | undefined, limit: number): string =>
  `Character count: ${answerText(value ?? '').length} / ${limit}`;

/**
 * The count under the textarea, announced once typing pauses. It changes with
 * every keystroke, so it is written into its element when the answer changes
 * rather than rendered: a render of one component still walks React's tree
 * from the root and commits, which cost more than the rest of a keystroke.
 * React renders the count once (the text at mount); it never renders the live
 * region's text, which is empty while the applicant types and holds the count
 * once the typing has paused for characterCountAnnounceDelayMs.
 */
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
  const store = useAnswerStore();
  const [textAtMount] = useState(() => countText(store.getState().answers[answerKey], limit));
  const count = useRef<HTMLSpanElement>(null);
  const live = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const countElement = count.current;
    const liveRegion = live.current;
    let announce: ReturnType<typeof setTimeout> | undefined;
    let changedAt = 0;
    const show = (): string => {
      const text = countText(store.getState().answers[answerKey], limit);
      // The text node React rendered is written in place: setting the span's textContent would make a new node
      // and remove React's on every keystroke.
      const node = countElement?.firstChild;
      if (node instanceof Text && node.nextSibling === null) {
        if (node.data !== text) node.data = text;
      } else if (countElement && countElement.textContent !== text) {
        countElement.textContent = text;
      }
      return text;
    };
    // One timer while the applicant types, not one per keystroke: when it fires early it waits for the rest.
    const announceOncePaused = (): void => {
      const waited = Date.now() - changedAt;
      if (waited < characterCountAnnounceDelayMs) {
        announce = setTimeout(announceOncePaused, characterCountAnnounceDelayMs - waited);
        return;
      }
      announce = undefined;
      if (liveRegion) liveRegion.textContent = show();
    };
    // The answer (or the limit) may have changed since the render.
    show();
    const unsubscribe = store.subscribeAnswers([answerKey], () => {
      show();
      if (liveRegion && liveRegion.textContent !== '') liveRegion.textContent = '';
      changedAt = Date.now();
      announce ??= setTimeout(announceOncePaused, characterCountAnnounceDelayMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(announce);
    };
  }, [store, answerKey, limit]);
  return (
    <>
      <span id={countId} ref={count} className={styles.count}>
        {textAtMount}
      </span>
      <span
        ref={live}
        aria-live="polite"
        className={shared.visuallyHidden}
        data-testid={`${inputId}-count-announcement`}
      />
    </>
  );
}
