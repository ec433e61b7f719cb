import { errorCatalogue } from '@admissions/contracts';

/**
 * Why the applicant is logged out.
 * manual: the Log Out button; stays put when the save fails (nothing is lost).
 * requested: 'No - Please log me out' in the inactivity warning; logs out anyway.
 * inactivity: the timeout passed.
 * In the last two cases unsaved answers travel to /login in navigation state.
 */
export type LogoutReason = 'manual' | 'requested' | 'inactivity';

/**
 * The message /login shows after a logout: the inactivity text after a
 * timeout; otherwise the session-invalid text, which the error catalogue
 * gives the logout too.
 */
export function logoutMessage(reason: LogoutReason): string {
  return reason === 'inactivity' ? errorCatalogue.inactivityLogout : errorCatalogue.sessionInvalid;
}
