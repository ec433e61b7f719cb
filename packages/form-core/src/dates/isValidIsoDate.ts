import { isValid, parseISO } from 'date-fns';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (2023-02-29 is not). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = parseISO(value);
  return isValid(date) && date.getFullYear() === Number(match[1]) && date.getMonth() + 1 === Number(match[2]);
}
