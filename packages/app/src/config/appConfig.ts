import { limits } from '@admissions/contracts';

/**
 * The app's own timings and settings, in one typed place. Limits the server
 * enforces too come from @admissions/contracts, layout constants from
 * form-react's theme; the rules of a tenant (text limits, age, scores) from
 * its folder.
 */
export const appConfig = {
  inactivity: {
    /** Logged-in applicants are logged out after this much inactivity (15 min). */
    timeoutMs: limits.inactivityTimeoutMs,
    /** The warning dialog opens this long before the timeout. */
    warningBeforeMs: 60_000,
    /** Timeout the idle timer uses when no timeout is given (20 min). */
    idleTimerDefaultMs: 20 * 60_000,
    /** While the applicant is active, POST /api/keep-alive at most this often. */
    keepAliveIntervalMs: 60_000,
  },
  toast: {
    durationMs: 5_000,
    /** A part of the page that failed to render says so for 5 minutes. */
    errorBoundaryDurationMs: 300_000,
    swipeThresholdPx: 50,
    /** Moves focus to the toasts. */
    hotkey: 'F8',
  },
  documents: {
    /** A running conversion's status is asked for this often. */
    conversionPollMs: 2_000,
  },
  pdf: {
    /** The application PDF's status while it is being made, and (slowly) once it is ready. */
    pollMs: 1_000,
    slowPollMs: 600_000,
  },
  webStatus: {
    /** POST /api/web-status is retried this many times after a failure. */
    postRetries: 2,
  },
  /** React Query: no retry, data cached and fresh until the applicant leaves, no refetch on focus or mount. */
  queries: {
    retry: false,
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  },
  /** How long a request may take before the app gives up on it (a save then fails visibly). */
  requestTimeoutMs: 30_000,
} as const;
