import { monthOptions, monthYearKeys } from '@admissions/form-core';
import type { MonthYearOptions } from '@admissions/form-core';
import { fieldIds } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { answerText } from './parts/answerText.ts';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';
import { SelectControl } from './select/SelectControl.tsx';
import { optionDesc } from './SelectWidget.tsx';
import styles from './MonthYearWidget.module.css';

/**
 * monthYear: month and year selects in a fieldset whose legend is the label.
 * The question key holds the month, `options.keys.year` the year; the errors
 * of both show once, combined, and mark both selects invalid. The years are
 * the spec's choices (`options.years`, else the last 10 years). Both store
 * their label in `{key}_desc`.
 */
export function MonthYearWidget({
  question,
  value,
  values,
  errors,
  onChange,
  choices,
  ids,
  required,
}: WidgetProps<MonthYearOptions>) {
  const yearKey = monthYearKeys(question).year;
  const labels = question.options?.labels ?? {};
  const invalid = errors.length > 0;
  const describedBy = invalid ? ids.error : undefined;
  const yearIds = fieldIds(yearKey);
  return (
    <QuestionFieldset ids={ids} legend={question.label} hint={question.hint} required={required} errors={errors}>
      <div className={styles.pair}>
        <SelectControl
          id={ids.input}
          labelId={`${ids.input}-month-label`}
          label={labels.month ?? 'Month'}
          options={monthOptions()}
          value={answerText(value)}
          onSelect={(option) => onChange(question.key, option.value, optionDesc(option))}
          describedBy={describedBy}
          invalid={invalid}
        />
        <SelectControl
          id={yearIds.input}
          labelId={yearIds.label}
          label={labels.year ?? 'Year'}
          options={choices}
          value={answerText(values[yearKey])}
          onSelect={(option) => onChange(yearKey, option.value, optionDesc(option))}
          describedBy={describedBy}
          invalid={invalid}
        />
      </div>
    </QuestionFieldset>
  );
}
