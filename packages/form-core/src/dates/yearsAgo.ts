import { differenceInYears, parseISO } from 'date-fns';
import { isValidIsoDate } from './isValidIsoDate.ts';

/**
 * Whole years from an ISO date to `now` (an age: 13 on the 13th birthday).
 * NaN for an invalid date.
 */
export function yearsAgo(date: string, now: Date): number {
  if (!isValidIsoDate(date)) return Number.NaN;
  return differenceInYears(now, parseISO(date));
}
