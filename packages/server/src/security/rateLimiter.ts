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

export interface RateLimiter {
  /** Throws a 429 HttpError (with Retry-After) when the action is over a limit. */
  check(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<void>;
  /** Counts one attempt. */
  record(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<void>;
  /** check, then record: for actions that count every request. */
  hit(action: RateLimitedAction, subjects: RateLimitSubjects): Promise<void>;
}

/**
 * Rate limits kept in the database, so every node enforces the same counts.
 * Check-then-record is not atomic: a burst of parallel requests can pass a
 * limit by a few attempts, which is acceptable for these limits.
 */
export function createRateLimiter(db: Database, clock: Clock, factor = 1): RateLimiter {
  const entries = (action: RateLimitedAction, subjects: RateLimitSubjects) => {
    const limits = rateLimits[action];
    const list = [{ bucket: `${action}:address`, subject: subjects.address, rule: limits.address }];
    if (subjects.account) list.push({ bucket: `${action}:account`, subject: subjects.account, rule: limits.account });
    return list;
  };
  const limiter: RateLimiter = {
    async check(action, subjects) {
      const now = clock.now();
      for (const { bucket, subject, rule } of entries(action, subjects)) {
        const max = Math.max(1, Math.round(rule.max * factor));
        const window = await rateLimitRepository.countSince(
          db,
          bucket,
          subject,
          new Date(now.getTime() - rule.windowMs),
        );
        if (window.hits >= max) {
          const oldest = window.oldest ?? now;
          const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000));
          throw new HttpError(
            429,
            messages.rateLimited(Math.ceil(retryAfterSeconds / 60)),
            {},
            {
              'Retry-After': String(retryAfterSeconds),
            },
          );
        }
      }
    },
    async record(action, subjects) {
      const now = clock.now();
      for (const { bucket, subject } of entries(action, subjects)) {
        await rateLimitRepository.record(db, bucket, subject, now);
      }
    },
    async hit(action, subjects) {
      await limiter.check(action, subjects);
      await limiter.record(action, subjects);
    },
  };
  return limiter;
}
