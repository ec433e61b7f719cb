import { format } from 'date-fns';

/** The applicant's local calendar date of `now`, as `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  return format(now, 'yyyy-MM-dd');
}
