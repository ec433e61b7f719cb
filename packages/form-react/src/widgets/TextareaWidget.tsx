import { limits } from '@admissions/contracts';
import type { AnswerValue, QuestionDefinition, TextareaOptions } from '@admissions/form-core';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
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

/** What the field says when a paste did not fit: the end of the pasted text was left out. */
export const pasteCutMessage = (dropped: number, limit: number): string =>
  `The pasted text did not fit: its last ${dropped} ${dropped === 1 ? 'character was' : 'characters were'} not added (limit ${limit}).`;

/** How many characters of a paste the limit leaves out (0 when it fits), from the field as it was before it. */
export function droppedByPaste(field: HTMLTextAreaElement, pasted: string, limit: number): number {
  const selected = Math.max(0, (field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
  return Math.max(0, field.value.length - selected + pasted.length - limit);
}

/**
 * textarea: multi-line input with a live "Character count: n / limit"; input
 * stops at the limit. A paste that does not fit is cut by the browser, so the
 * field says how much was left out, visibly and in a polite live region, until the
 * text is shorter than the limit again. The textarea keeps its own value while the applicant
 * types (`useAnswerInput`) and the count is written, not rendered: a keystroke
 * renders nothing.
 */
export function TextareaWidget({ question, errors, onChange, ids, required, services }: WidgetProps<TextareaOptions>) {
  const limit = question.options?.characterLimit ?? services.characterLimit ?? limits.textareaCharacterLimit;
  const cut = useCallback((raw: string) => raw.slice(0, limit), [limit]);
  const { attach, defaultValue, onChange: onInput } = useAnswerInput<HTMLTextAreaElement>(question.key, onChange, cut);
  const countId = `${ids.input}-count`;
  const noticeId = `${ids.input}-paste-notice`;
  const [pasteNotice, setPasteNotice] = useState('');
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const dropped = droppedByPaste(event.currentTarget, event.clipboardData.getData('text'), limit);
    setPasteNotice(dropped > 0 ? pasteCutMessage(dropped, limit) : '');
  };
  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (pasteNotice !== '' && event.target.value.length < limit) setPasteNotice('');
    onInput(event);
  };
  return (
    <Field
      ids={ids}
      label={question.label}
      hint={question.hint}
      required={required}
      errors={errors}
      after={
        <>
          <CharacterCount answerKey={question.key} countId={countId} inputId={ids.input} limit={limit} />
          <span id={noticeId} aria-live="polite" className={pasteNotice === '' ? undefined : styles.pasteNotice}>
            {pasteNotice}
          </span>
        </>
      }
    >
      <textarea
        id={ids.input}
        name={question.key}
        ref={attach}
        defaultValue={defaultValue}
        rows={8}
        maxLength={limit}
        aria-describedby={describedBy(
          ids,
          Boolean(question.hint),
          errors.length > 0,
          pasteNotice === '' ? countId : `${countId} ${noticeId}`,
        )}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.textareaBox}
        onChange={onTextChange}
        onPaste={onPaste}
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
