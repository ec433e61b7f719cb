import { limits } from '@admissions/contracts';

/** Idle timeout: 15 minutes after the applicant's last activity (the app logs out after the same inactivity). */
export const sessionIdleMs = limits.inactivityTimeoutMs;

/** Absolute lifetime of a session, whatever the activity. */
export const sessionAbsoluteMs = 12 * 60 * 60 * 1000;

/**
 * Activity is written at most this often per session: enough precision for a
 * 15-minute timeout without a write on every request.
 */
export const sessionTouchIntervalMs = 10 * 1000;
