import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { rateLimitRepository } from './rateLimitRepository.ts';
import { type RateLimitedAction, type RateLimitRule, rateLimits, type RateLimitScope } from './rateLimits.ts';

/**
 * Who an attempt counts against: a client the server does not know (per
 * account, when the request names a valid one, and per address), or a
 * browser the account trusts (its own allowance only; see rateLimits.ts).
 */
export type RateLimitSubjects = { account?: string; address: string } | { trustedDevice: string };

/** An attempt that has been counted. */
export interface RateLimitAttempt {
  /** Takes the attempt back: it does not count (a successful login, the right code). Idempotent. */
  cancel(): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one attempt before the work is done, then throws a 429 HttpError
   * (with Retry-After) when that puts the action over a limit; a refused
   * attempt is taken back. Counting first is what makes the limit hold for
   * a burst of parallel requests: each one sees all the others. Each attempt
   * takes back exactly the rows it recorded (by their ids), so concurrent
   * take-backs never remove one another's rows.
   */
  attempt(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<RateLimitAttempt>;
  /** attempt() for actions where every request counts. */
  hit(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<void>;
}

interface CountedEntry {
  bucket: string;
  subject: string;
  rule: RateLimitRule;
}

function entriesFor(action: RateLimitedAction, subjects: RateLimitSubjects): CountedEntry[] {
  const limits = rateLimits[action];
  const entry = (scope: RateLimitScope, subject: string, rule: RateLimitRule): CountedEntry => ({
    bucket: `${action}:${scope}`,
    subject,
    rule,
  });
  if ('trustedDevice' in subjects) {
    if (!limits.device) throw new Error(`${action} has no allowance for trusted devices`);
    return [entry('device', subjects.trustedDevice, limits.device)];
  }
  const list = [entry('address', subjects.address, limits.address)];
  if (subjects.account) list.push(entry('account', subjects.account, limits.account));
  return list;
}

/** Rate limits kept in the database, so every node enforces the same counts. */
export function createRateLimiter(db: Database, clock: Clock, factor = 1): RateLimiter {
  const limiter: RateLimiter = {
    async attempt(action, subjects) {
      const now = clock.now();
      const list = entriesFor(action, subjects);
      const ids = await rateLimitRepository.record(db, list, now);
      let taken: Promise<void> | undefined;
      const cancel = () => (taken ??= rateLimitRepository.deleteByIds(db, ids));
      for (const { bucket, subject, rule } of list) {
        const max = Math.max(1, Math.round(rule.max * factor));
        const window = await rateLimitRepository.countSince(
          db,
          bucket,
          subject,
          new Date(now.getTime() - rule.windowMs),
        );
        // The window includes this attempt.
        if (window.hits > max) {
          await cancel();
          const oldest = window.oldest ?? now;
          const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000));
          throw new HttpError(
            429,
            messages.rateLimited(Math.ceil(retryAfterSeconds / 60)),
            {},
            { 'Retry-After': String(retryAfterSeconds) },
          );
        }
      }
      return { cancel };
    },
    async hit(action, subjects) {
      await limiter.attempt(action, subjects);
    },
  };
  return limiter;
}
