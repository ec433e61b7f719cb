import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { rateLimitRepository } from '../repositories/rateLimitRepository.ts';
import { type RateLimitedAction, rateLimits } from './rateLimits.ts';

export interface RateLimitSubjects {
  /** The normalized username; omitted when the request has no valid one. */
  account?: string;
  address: string;
}

/** An attempt that has been counted. */
export interface RateLimitAttempt {
  /** Takes the attempt back: it does not count (a successful login, the right code). */
  cancel(): Promise<void>;
}

export interface RateLimiter {
  /**
   * Counts one attempt before the work is done, then throws a 429 HttpError
   * (with Retry-After) when that puts the action over a limit; a refused
   * attempt is taken back. Counting first is what makes the limit hold for
   * a burst of parallel requests: each one sees all the others.
   */
  attempt(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<RateLimitAttempt>;
  /** attempt() for actions where every request counts. */
  hit(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<void>;
}

/** Rate limits kept in the database, so every node enforces the same counts. */
export function createRateLimiter(db: Database, clock: Clock, factor = 1): RateLimiter {
  const entries = (action: RateLimitedAction, subjects: RateLimitSubjects) => {
    const limits = rateLimits[action];
    const list = [{ bucket: `${action}:address`, subject: subjects.address, rule: limits.address }];
    if (subjects.account) list.push({ bucket: `${action}:account`, subject: subjects.account, rule: limits.account });
    return list;
  };
  const limiter: RateLimiter = {
    async attempt(action, subjects) {
      const now = clock.now();
      const list = entries(action, subjects);
      for (const { bucket, subject } of list) await rateLimitRepository.record(db, bucket, subject, now);
      const cancel = async () => {
        for (const { bucket, subject } of list) await rateLimitRepository.deleteOne(db, bucket, subject, now);
      };
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
