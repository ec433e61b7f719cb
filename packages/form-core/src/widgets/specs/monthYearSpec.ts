import type { OptionListReference, QuestionDefinition } from '../../definition/types.ts';
import { monthNames, monthOptions } from '../../options/monthOptions.ts';
import { optionLabel } from '../../options/resolveOptions.ts';
import { yearOptions } from '../../options/yearOptions.ts';
import { answerText, lineOf } from '../printedAnswer.ts';
import type { WidgetSpec } from '../WidgetSpec.ts';
import { safeOptions } from './choiceOptions.ts';

export type MonthYearOptions = {
  /** `year`: the answer key of the year (the question key holds the month). */
  keys?: { year?: string };
  /** The years offered (default: the last 10 years). */
  years?: OptionListReference;
  labels?: { month?: string; year?: string };
};

type Question = QuestionDefinition<MonthYearOptions>;

/** The month's key (the question key) and the year's. */
export function monthYearKeys(question: Question): { month: string; year: string } {
  return { month: question.key, year: question.options?.keys?.year ?? `${question.key}_year` };
}

/**
 * monthYear: a month select and a year select; both are codes with a
 * `_desc`, and their messages show once, combined, under the pair.
 */
export const monthYearSpec: WidgetSpec<MonthYearOptions> = {
  parts: (question) => [
    { key: question.key, role: 'value', type: 'string', coded: true },
    { key: monthYearKeys(question).year, role: 'year', type: 'string', coded: true },
  ],
  choices: (question, _answers, context) => {
    const years = question.options?.years;
    return years ? safeOptions(years, context) : yearOptions({}, context.now);
  },
  // The month is one of twelve codes; the year list moves with the clock, so it is open.
  codes: (_question, part) => (part.role === 'value' ? monthOptions() : undefined),
  describe: (question, part, value, _answers, context) =>
    part.role === 'year'
      ? optionLabel(monthYearSpec.choices!(question, {}, context), value) || value
      : optionLabel(monthOptions(), value),
  optionLists: (question) =>
    question.options?.years ? [{ reference: question.options.years, pointer: '/options/years/list' }] : [],
  combinedErrorKeys: (question) => Object.values(monthYearKeys(question)),
  display: (question, { answers }) => {
    const month = monthNames[Number(answerText(answers[question.key])) - 1] ?? '';
    const year = answerText(answers[monthYearKeys(question).year]);
    return lineOf([month, year].filter(Boolean).join(' '));
  },
};
