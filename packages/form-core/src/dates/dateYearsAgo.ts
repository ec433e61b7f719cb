import { calendarDateOf, daysInMonth, formatCalendarDate } from './calendarDate.ts';
import { isValidIsoDate } from './isValidIsoDate.ts';

/** Today's local date minus `years` years, as `YYYY-MM-DD` (Feb 29 falls back to Feb 28). */
export function isoDateYearsAgo(years: number, now: Date): string {
  const today = calendarDateOf(now);
  const year = today.year - years;
  return formatCalendarDate({ year, month: today.month, day: Math.min(today.day, daysInMonth(year, today.month)) });
}

/**
 * `date` is not earlier than today minus `years` years (e.g. a birth date at
 * most 100 years back). '' and invalid dates pass: other rules report them.
 */
export function isNotMoreThanYearsAgo(date: unknown, years: number, now: Date): boolean {
  if (!isValidIsoDate(date)) return true;
  return date >= isoDateYearsAgo(years, now);
}

/**
 * `date` is at most today minus `years` years (e.g. at least 13 years old).
 * '' and invalid dates pass: other rules report them.
 */
export function isAtLeastYearsAgo(date: unknown, years: number, now: Date): boolean {
  if (!isValidIsoDate(date)) return true;
  return date <= isoDateYearsAgo(years, now);
}
