import { lookupCategoryOf, schoolAddressKeys } from '@admissions/form-core';
import type { SchoolSearchOptions } from '@admissions/form-core';
import { memo, useState } from 'react';
import type { ComponentProps } from 'react';
import { describedBy, fieldIds } from '../../registry/fieldIds.ts';
import { limits, type LookupCategory, type LookupItem } from '@admissions/contracts';
import type { WidgetProps } from '../../registry/WidgetProps.ts';
import shared from '../../theme/sharedStyles.module.css';
import { useAnswerStore } from '../../store/AnswerStoreContext.tsx';
import { useAnswer } from '../../store/useAnswer.ts';
import { AddressFields } from '../address/AddressFields.tsx';
import { answerText } from '../parts/answerText.ts';
import { Field } from '../parts/Field.tsx';
import { errorText } from '../parts/errorText.tsx';
import { QuestionFieldset } from '../parts/QuestionFieldset.tsx';
import { recordAnswers } from './recordAnswers.ts';
import { SchoolCombobox } from './SchoolCombobox.tsx';
import { schoolSearchOwnKeys } from './schoolSearchOwnKeys.ts';
import { schoolSearchTexts } from './schoolSearchTexts.ts';
import styles from './SchoolSearchWidget.module.css';

export { schoolSearchTexts };

const backButtonClass = `${shared.secondaryButton} ${styles.backButton}`;
const noErrors: readonly string[] = [];

/**
 * schoolSearch: the "Search for Your School" autocomplete. Choosing a result
 * fetches its record and fills the name, CEEB code and address keys; "My
 * school is not listed" switches to user-entered mode with the manual fields.
 * A category the host knows has no data (`services.lookupHasData`) starts in
 * user-entered mode, says why, and never searches. The name and address
 * inputs read their own answers (`ownKeys`): the host passes only the CEEB
 * code and country in `values`.
 */
export function SchoolSearchWidget({
  question,
  values,
  errors,
  errorsByKey,
  onChange,
  ids,
  required,
  services,
}: WidgetProps<SchoolSearchOptions>) {
  const keys = question.options?.keys ?? {};
  const category: LookupCategory = lookupCategoryOf(question);
  const isAddress = category === 'address';
  const store = useAnswerStore();
  // Read when needed, not subscribed: typing the name re-renders its input only.
  const currentName = () => answerText(store.getState().answers[question.key]);
  const ceebKey = keys.ceeb;
  // A name without a CEEB code was typed in by the applicant: reopen in user-entered mode.
  const [manual, setManual] = useState(
    () => !isAddress && currentName() !== '' && ceebKey !== undefined && !values[ceebKey],
  );
  const labels = question.options?.labels ?? {};
  // Nothing to search: a search box would only ever answer "not listed".
  const noData = services.lookupHasData?.[category] === false;

  const choose = async (suggestion: LookupItem) => {
    onChange(question.key, suggestion.text);
    let record;
    try {
      record = services.lookupRecord ? await services.lookupRecord(suggestion.id, category) : undefined;
    } catch {
      record = undefined; // Lookup failures fall back to the chosen label, silently.
    }
    for (const [key, answer] of recordAnswers(question, record, suggestion.text)) onChange(key, answer);
  };

  const enterManually = (typed: string) => {
    if (ceebKey) onChange(ceebKey, '');
    if (typed.trim() !== '' && typed !== currentName()) onChange(question.key, typed.trim());
    setManual(true);
    // Move focus to the first manual field (the name, or address line 1: both carry the question key).
    setTimeout(() => document.getElementById(question.key)?.focus(), 0);
  };

  const nameErrors = errorsByKey[question.key] ?? noErrors;
  // The search box stands for every key the chosen record fills, so it shows all their errors.
  const searchErrors = [...new Set([...errors, ...Object.values(errorsByKey).flat()])];
  const companionKeys = schoolAddressKeys(question);
  const mainIds = fieldIds(question.key);

  return (
    <QuestionFieldset ids={ids} legend={question.label} hint={question.hint} required={required} errors={noErrors}>
      {!manual && !noData ? (
        <StoredNameCombobox
          id={question.key}
          label={labels.search ?? (isAddress ? schoolSearchTexts.addressSearchLabel : schoolSearchTexts.searchLabel)}
          category={category}
          lookup={services.lookup}
          notListedLabel={isAddress ? schoolSearchTexts.addressNotListed : schoolSearchTexts.notListed}
          onChoose={(suggestion) => void choose(suggestion)}
          onNotListed={enterManually}
          describedBy={describedBy(mainIds, false, searchErrors.length > 0)}
          invalid={searchErrors.length > 0}
          required={required}
          beforeInput={errorText(mainIds.error, searchErrors)}
        />
      ) : (
        <div>
          {noData && <p>{isAddress ? schoolSearchTexts.addressNoData : schoolSearchTexts.noData}</p>}
          <p>{isAddress ? schoolSearchTexts.addressUserEntered : schoolSearchTexts.userEntered}</p>
          {!isAddress && (
            <SchoolNameInput
              answerKey={question.key}
              label={labels.name ?? schoolSearchTexts.schoolName}
              maxLength={question.options?.maxLength ?? limits.schoolNameMaxLength}
              errors={nameErrors}
              required={required}
              onChange={onChange}
            />
          )}
          <AddressFields
            keys={companionKeys}
            labels={labels}
            autocomplete={question.options?.autocomplete}
            values={values}
            errorsByKey={errorsByKey}
            onChange={onChange}
          />
          {!noData && (
            <button type="button" className={backButtonClass} onClick={() => setManual(false)}>
              {schoolSearchTexts.backToSearch}
            </button>
          )}
        </div>
      )}
    </QuestionFieldset>
  );
}

SchoolSearchWidget.ownKeys = schoolSearchOwnKeys;

/** The search box, showing the stored name (its `id`, the question key) while the applicant is not typing. */
function StoredNameCombobox(props: Omit<ComponentProps<typeof SchoolCombobox>, 'storedName'>) {
  const storedName = answerText(useAnswer(props.id));
  return <SchoolCombobox {...props} storedName={storedName} />;
}

interface SchoolNameInputProps {
  /** The name's answer key: the input reads its value from the store itself. */
  answerKey: string;
  label: string;
  maxLength: number;
  errors: readonly string[];
  required: boolean;
  onChange: WidgetProps['onChange'];
}

/** The typed-in school name (memoized: typing in an address input leaves it alone). */
const SchoolNameInput = memo(function SchoolNameInput({
  answerKey,
  label,
  maxLength,
  errors,
  required,
  onChange,
}: SchoolNameInputProps) {
  const ids = fieldIds(answerKey);
  const value = answerText(useAnswer(answerKey));
  return (
    <Field ids={ids} label={label} required={required} errors={errors}>
      <input
        id={answerKey}
        name={answerKey}
        type="text"
        maxLength={maxLength}
        value={value}
        aria-describedby={describedBy(ids, false, errors.length > 0)}
        aria-invalid={errors.length > 0 ? true : undefined}
        aria-required={required ? true : undefined}
        className={shared.inputBox}
        onChange={(event) => onChange(answerKey, event.target.value)}
      />
    </Field>
  );
});
