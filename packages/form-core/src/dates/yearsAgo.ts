import { type CalendarDate, calendarDateOf, compareCalendarDates } from './calendarDate.ts';
import { parseIsoDate } from './isValidIsoDate.ts';

/** Whole years from `earlier` to `later` (not before it): a year counts once its anniversary is reached. */
function wholeYears(earlier: CalendarDate, later: CalendarDate): number {
  const anniversaryReached = later.month > earlier.month || (later.month === earlier.month && later.day >= earlier.day);
  return later.year - earlier.year - (anniversaryReached ? 0 : 1);
}

/**
 * Whole years from an ISO date to the local date of `now` (an age: 13 on the
 * 13th birthday; one born on Feb 29 turns a year older on Mar 1 in other
 * years). Negative for a date after today. NaN for an invalid date.
 */
export function yearsAgo(date: string, now: Date): number {
  const from = parseIsoDate(date);
  if (!from) return Number.NaN;
  const today = calendarDateOf(now);
  if (compareCalendarDates(from, today) <= 0) return wholeYears(from, today);
  // A date after today: the whole years it lies ahead, negated (0 within the first year, not -0).
  const ahead = wholeYears(today, from);
  return ahead === 0 ? 0 : -ahead;
}
