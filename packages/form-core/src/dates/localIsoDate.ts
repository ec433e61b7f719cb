import { calendarDateOf, formatCalendarDate } from './calendarDate.ts';

/** The applicant's local calendar date of `now`, as `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  return formatCalendarDate(calendarDateOf(now));
}
