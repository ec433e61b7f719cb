import { calendarDateOf, formatCalendarDate } from './calendarDate.ts';

/** The applicant's local calendar date of `now`, as `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  return formatCalendarDate(calendarDateOf(now));
}

/** How long a worked-out "today" is trusted at most: a change of the device's time zone shows within this. */
const todayRecheckMs = 60_000;

let today: { date: string; from: number; until: number } | undefined;

/**
 * The local calendar date now, as `YYYY-MM-DD`: `localIsoDate(new Date())`,
 * which costs a few microseconds of time-zone arithmetic, worked out again
 * only at the next local midnight, a minute later, or when the clock moved
 * back. A keystroke asks for it (to know whether the previous visibility is
 * still today's), so it must be cheap.
 */
export function todayIsoDate(): string {
  const now = Date.now();
  if (today && now >= today.from && now < today.until) return today.date;
  const date = new Date(now);
  const nextMidnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
  today = { date: localIsoDate(date), from: now, until: Math.min(nextMidnight, now + todayRecheckMs) };
  return today.date;
}
