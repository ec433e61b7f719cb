import { css } from '@emotion/react';
import { monthOptions, yearOptions } from '@admissions/form-core';
import { fieldIds } from '../registry/fieldIds.ts';
import type { WidgetProps } from '../registry/WidgetProps.ts';
import { formTheme } from '../theme/formTheme.ts';
import { answerText } from './parts/answerText.ts';
import { QuestionFieldset } from './parts/QuestionFieldset.tsx';
import { SelectControl } from './select/SelectControl.tsx';
import { optionDesc } from './SelectWidget.tsx';

const pair = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.62fr) minmax(0, 1fr)',
  gap: '0.75rem',
  [`@media (max-width: ${formTheme.breakpoints.mobile}px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});

/**
 * monthYear: month and year selects in a fieldset whose legend is the label.
 * The question key holds the month, `keys.year` the year; the errors of both
 * show once, combined, and mark both selects invalid. Years come from the
 * question's `optionList` (the host resolves it) or the last 10 years.
 */
export function MonthYearWidget({ question, value, values, errors, onChange, options, ids, required }: WidgetProps) {
  const yearKey = question.keys?.year ?? `${question.key}_year`;
  const years = options.length > 0 ? options : yearOptions();
  const invalid = errors.length > 0;
  const describedBy = invalid ? ids.error : undefined;
  const yearIds = fieldIds(yearKey);
  return (
    <QuestionFieldset ids={ids} legend={question.label} hint={question.hint} required={required} errors={errors}>
      <div css={pair}>
        <SelectControl
          id={ids.input}
          labelId={`${ids.input}-month-label`}
          label={question.keyLabels?.month ?? 'Month'}
          options={monthOptions()}
          value={answerText(value)}
          onSelect={(option) => onChange(question.key, option.value, optionDesc(option))}
          describedBy={describedBy}
          invalid={invalid}
        />
        <SelectControl
          id={yearIds.input}
          labelId={yearIds.label}
          label={question.keyLabels?.year ?? 'Year'}
          options={years}
          value={answerText(values[yearKey])}
          onSelect={(option) => onChange(yearKey, option.value, optionDesc(option))}
          describedBy={describedBy}
          invalid={invalid}
        />
      </div>
    </QuestionFieldset>
  );
}
