/** A sliding-window limit: at most `max` counted attempts per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export type RateLimitedAction = 'signup' | 'login' | 'confirm' | 'resend' | 'forgot' | 'reset';

const fifteenMinutes = 15 * 60 * 1000;

/**
 * The limits, per account (the normalized email) and per client address.
 * login and confirm count failed attempts only; the others count every
 * request (each may send a mail). See docs/api.md.
 */
export const rateLimits: Record<RateLimitedAction, { account: RateLimitRule; address: RateLimitRule }> = {
  signup: { account: { max: 5, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  login: { account: { max: 10, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  confirm: { account: { max: 10, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  resend: { account: { max: 5, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  forgot: { account: { max: 5, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  reset: { account: { max: 10, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
};

/** The longest window: hits older than this are never read again. */
export const longestRateLimitWindowMs = Math.max(
  ...Object.values(rateLimits).flatMap((limits) => [limits.account.windowMs, limits.address.windowMs]),
);
