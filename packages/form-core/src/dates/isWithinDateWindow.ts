import { isValidIsoDate } from './isValidIsoDate.ts';
import { localIsoDate } from './localIsoDate.ts';

/**
 * Whether today (the applicant's local date of `now`) lies between two ISO
 * dates, both inclusive. An invalid bound means the window never opens.
 */
export function isWithinDateWindow(now: Date, start: string, end: string): boolean {
  if (!isValidIsoDate(start) || !isValidIsoDate(end)) return false;
  const today = localIsoDate(now);
  return start <= today && today <= end;
}
