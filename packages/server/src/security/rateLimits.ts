/** A sliding-window limit: at most `max` counted attempts per `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export type RateLimitedAction =
  'signup' | 'login' | 'confirm' | 'resend' | 'forgot' | 'reset' | 'submit' | 'recommendationMail' | 'recommenderLink';

/** Who an attempt is counted against. */
export type RateLimitScope = 'account' | 'address' | 'device';

export interface ActionLimits {
  /** Attempts from clients the server does not know, per account (the normalized email). */
  account: RateLimitRule;
  /** Per client address: spraying many accounts from one place. */
  address: RateLimitRule;
  /**
   * Attempts from a browser the account trusts (a device cookie from an
   * earlier login; for confirm, the cookie of the browser that signed up):
   * each such browser has this allowance of its own and is not counted on
   * the account's or the address's, so a stranger who uses those up cannot
   * lock the owner out.
   */
  device?: RateLimitRule;
}

const fifteenMinutes = 15 * 60 * 1000;
const oneDay = 24 * 60 * 60 * 1000;

/**
 * The limits. login and confirm count failed attempts only; the others count
 * every request (each may send a mail). submit counts every request too: each
 * validates the whole application, the most work one request can ask for, so
 * an applicant has 30 in 15 minutes (pressing Submit again after each fix
 * stays far below) and one client address 300 (a school's computer room).
 * recommendationMail counts each recommendation request, resend and change
 * of address (each sends a mail to an address the applicant typed): 10 a
 * day per applicant, 100 per client address, so the product cannot be used
 * to send mail at will. recommenderLink counts every call of a recommender
 * link (open, upload, submit): 60 in 15 minutes per link, 300 per address.
 * See docs/api.md.
 */
export const rateLimits: Record<RateLimitedAction, ActionLimits> = {
  signup: { account: { max: 5, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  login: {
    account: { max: 10, windowMs: fifteenMinutes },
    address: { max: 50, windowMs: fifteenMinutes },
    device: { max: 10, windowMs: fifteenMinutes },
  },
  confirm: {
    account: { max: 10, windowMs: fifteenMinutes },
    address: { max: 50, windowMs: fifteenMinutes },
    device: { max: 5, windowMs: fifteenMinutes },
  },
  resend: { account: { max: 5, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  forgot: { account: { max: 5, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  reset: { account: { max: 10, windowMs: fifteenMinutes }, address: { max: 50, windowMs: fifteenMinutes } },
  submit: { account: { max: 30, windowMs: fifteenMinutes }, address: { max: 300, windowMs: fifteenMinutes } },
  recommendationMail: { account: { max: 10, windowMs: oneDay }, address: { max: 100, windowMs: oneDay } },
  recommenderLink: { account: { max: 60, windowMs: fifteenMinutes }, address: { max: 300, windowMs: fifteenMinutes } },
};

/** The longest window: hits older than this are never read again. */
export const longestRateLimitWindowMs = Math.max(
  ...Object.values(rateLimits).flatMap((limits) =>
    [limits.account, limits.address, limits.device].flatMap((rule) => (rule ? [rule.windowMs] : [])),
  ),
);
