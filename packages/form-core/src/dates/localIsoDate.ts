import { lightFormat } from 'date-fns';

/** The applicant's local calendar date of `now`, as `YYYY-MM-DD` (lightFormat: no locale data in the bundle). */
export function localIsoDate(now: Date): string {
  return lightFormat(now, 'yyyy-MM-dd');
}
