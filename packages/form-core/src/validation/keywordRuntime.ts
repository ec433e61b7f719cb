import { isAtLeastYearsAgo, isNotMoreThanYearsAgo } from '../dates/dateYearsAgo.ts';
import type { KeywordContext } from './validationTypes.ts';

// Called by the code the custom keywords generate, in runtime and standalone
// validators alike (a generated validator module receives them under the name
// @admissions/form-core/keyword-runtime, see delivery/standaloneRuntime.ts).
// Each gets the run's context, ajv's `this`: "today" belongs to the run, so
// two runs with different clocks never see each other's.

/** "Today" of the run; a direct call of the ajv function without a context reads the real clock. */
function nowOf(context: KeywordContext | undefined): Date {
  return context?.now ?? new Date();
}

/** dateYearsAgoMax: the date is not earlier than today minus `years` years. */
export function keywordDateYearsAgoMax(context: KeywordContext | undefined, date: unknown, years: number): boolean {
  return date === '' || isNotMoreThanYearsAgo(date, years, nowOf(context));
}

/** dateYearsAgoMin: the date is at most today minus `years` years. */
export function keywordDateYearsAgoMin(context: KeywordContext | undefined, date: unknown, years: number): boolean {
  return date === '' || isAtLeastYearsAgo(date, years, nowOf(context));
}

/** The year `offset` years from the run's today (for yearOffsetMin/Max and their messages). */
export function keywordOffsetYear(context: KeywordContext | undefined, offset: number): number {
  return nowOf(context).getFullYear() + offset;
}

function yearOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const year = Number(value);
  return Number.isFinite(year) ? year : undefined;
}

/** yearOffsetMin: the year is >= current year + offset. Empty or non-numeric values pass. */
export function keywordYearOffsetMin(context: KeywordContext | undefined, value: unknown, offset: number): boolean {
  const year = yearOf(value);
  return year === undefined || year >= keywordOffsetYear(context, offset);
}

/** yearOffsetMax: the year is <= current year + offset. Empty or non-numeric values pass. */
export function keywordYearOffsetMax(context: KeywordContext | undefined, value: unknown, offset: number): boolean {
  const year = yearOf(value);
  return year === undefined || year <= keywordOffsetYear(context, offset);
}
