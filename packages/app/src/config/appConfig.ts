import { limits } from '@admissions/contracts';
import { formTheme, lookupDebounce } from '@admissions/form-react';

/**
 * Every business constant of spec section 9 the app uses, in one typed place.
 * Values already held by @admissions/contracts (`limits`) or form-react's theme
 * are imported from there, not retyped.
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
    errorBoundaryDurationMs: 300_000,
    swipeThresholdPx: 50,
    hotkey: 'F8',
  },
  documents: {
    conversionPollMs: 2_000,
  },
  pdf: {
    pollMs: 1_000,
    slowPollMs: 600_000,
  },
  webStatus: {
    /** POST /api/web-status is retried this many times after a failure. */
    postRetries: 2,
  },
  /** React Query defaults (spec: no retry, infinite cache and stale time, no refetch on focus or mount). */
  queries: {
    retry: false,
    gcTime: Number.POSITIVE_INFINITY,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  },
  lookup: {
    maxResults: limits.lookupMaxResults,
    debounceWaitMs: lookupDebounce.wait,
    debounceMaxWaitMs: lookupDebounce.maxWait,
  },
  select: {
    typeAheadResetMs: formTheme.select.typeAheadResetMs,
    menuMaxHeightPx: formTheme.select.menuMaxHeight,
    menuMinHeightPx: formTheme.select.menuMinHeight,
  },
  pageSize: 5,
  modalSizes: { desktop: formTheme.modalSizes, tablet: formTheme.modalSizesTablet },
  loadingSizes: formTheme.spinnerSizes,
  formGridRatio: formTheme.gridRatio,
  breakpoints: { mobilePx: formTheme.breakpoints.mobile, tabletPx: formTheme.breakpoints.tablet },
  /** Not in the spec: how long a request may take before the app gives up on it (a save then fails visibly). */
  requestTimeoutMs: 30_000,
  addAnother: { max: limits.addAnotherMax, defaultCount: limits.addAnotherDefault },
  account: { passwordMinLength: limits.passwordMinLength, confirmationCodeLength: limits.confirmationCodeLength },
  files: { maxBytes: limits.fileMaxBytes, nameMaxLength: limits.fileNameMaxLength, extensions: limits.fileExtensions },
  /**
   * The remaining constants of section 9 are rules of the tenant, not of the app: text limits (45 / 1500 / 7000),
   * age, ZIP, SAT, ACT and military years live in tenants/<name>/schema and tenant.json (characterLimit),
   * test agency codes in tenant.json partner.testAgencies.
   */
} as const;

export type AppConfig = typeof appConfig;
