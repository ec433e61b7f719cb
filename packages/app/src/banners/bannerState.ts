import type { TenantConfig } from '@admissions/form-core';
import type { ClientSnapshot } from '../session/clientSnapshotStore.ts';

export type BannerState = keyof TenantConfig['banners'];

/**
 * Which landing banner shows: after submission, else first
 * visit (not logged in), first login (one login recorded) or later logins.
 * None while validating (the validation summary takes its place).
 */
export function bannerState(
  snapshot: Pick<ClientSnapshot, 'isLoggedIn' | 'webStatus' | 'numLogins'>,
): BannerState | null {
  if (snapshot.webStatus === 'validating') return null;
  if (snapshot.webStatus === 'submitted') return 'submitted';
  if (!snapshot.isLoggedIn) return 'firstVisit';
  return snapshot.numLogins <= 1 ? 'firstLogin' : 'laterLogin';
}
