import { isAtLeastYearsAgo, isNotMoreThanYearsAgo } from '../dates/dateYearsAgo.ts';
import { validationNow } from './validationClock.ts';

// Called by the code the custom keywords generate, in runtime and standalone
// validators alike (a generated validator module receives them under the name
// @admissions/form-core/keyword-runtime, see delivery/standaloneRuntime.ts).

/** dateYearsAgoMax: the date is not earlier than today minus `years` years. */
export function keywordDateYearsAgoMax(date: unknown, years: number): boolean {
  return date === '' || isNotMoreThanYearsAgo(date, years, validationNow());
}

/** dateYearsAgoMin: the date is at most today minus `years` years. */
export function keywordDateYearsAgoMin(date: unknown, years: number): boolean {
  return date === '' || isAtLeastYearsAgo(date, years, validationNow());
}

/** The year `offset` years from now (for yearOffsetMin/Max and their messages). */
export function keywordOffsetYear(offset: number): number {
  return validationNow().getFullYear() + offset;
}

function yearOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const year = Number(value);
  return Number.isFinite(year) ? year : undefined;
}

/** yearOffsetMin: the year is >= current year + offset. Empty or non-numeric values pass. */
export function keywordYearOffsetMin(value: unknown, offset: number): boolean {
  const year = yearOf(value);
  return year === undefined || year >= keywordOffsetYear(offset);
}

/** yearOffsetMax: the year is <= current year + offset. Empty or non-numeric values pass. */
export function keywordYearOffsetMax(value: unknown, offset: number): boolean {
  const year = yearOf(value);
  return year === undefined || year <= keywordOffsetYear(offset);
}
