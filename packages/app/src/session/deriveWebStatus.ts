import { webStatuses, type ProfileResponse, type WebStatus } from '@admissions/contracts';

/**
 * web_status is derived from the number of distinct recognised
 * statuses in the profile: 0 none (null), 1 started, 2 validating, 3 submitted.
 * (A recorded `submitted` entry counts as submitted even if an earlier status post was lost.)
 */
export function deriveWebStatus(entries: ProfileResponse['web_status']): WebStatus | null {
  const recognised = new Set<WebStatus>();
  for (const entry of entries) {
    if (webStatuses.includes(entry.web_status)) recognised.add(entry.web_status);
  }
  // A recorded submission always wins: the server refuses changes after it, whatever else is missing.
  if (recognised.has('submitted')) return 'submitted';
  const byCount: (WebStatus | null)[] = [null, ...webStatuses];
  return byCount[recognised.size] ?? null;
}

/** num_logins: the count of successful_login entries, minimum 1 (the current login counts even when its record is missing). */
export function countLogins(entries: ProfileResponse['successful_login']): number {
  return Math.max(1, entries.length);
}
