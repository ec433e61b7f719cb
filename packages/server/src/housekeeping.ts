import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { confirmationCodeRepository } from './repositories/confirmationCodeRepository.ts';
import { passwordResetRepository } from './repositories/passwordResetRepository.ts';
import { pendingSignupRepository } from './repositories/pendingSignupRepository.ts';
import { rateLimitRepository } from './repositories/rateLimitRepository.ts';
import { sessionRepository } from './repositories/sessionRepository.ts';
import { trustedDeviceRepository } from './repositories/trustedDeviceRepository.ts';
import { longestRateLimitWindowMs } from './security/rateLimits.ts';
import { sessionAbsoluteMs, sessionIdleMs } from './sessions/sessionPolicy.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * Deletes what can never be used again: expired sessions, codes, pending
 * sign-ups, trusted devices, reset links, old rate-limit hits.
 */
export async function removeExpiredRecords(db: Database, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  await sessionRepository.deleteExpired(db, new Date(now - sessionIdleMs), new Date(now - sessionAbsoluteMs));
  await confirmationCodeRepository.deleteExpired(db, new Date(now));
  await pendingSignupRepository.deleteExpired(db, new Date(now));
  await trustedDeviceRepository.deleteExpired(db, new Date(now));
  await passwordResetRepository.deleteExpired(db, new Date(now - day));
  await rateLimitRepository.deleteOlderThan(db, new Date(now - longestRateLimitWindowMs));
}

/**
 * Runs removeExpiredRecords every `intervalMs` (unref'd: it never keeps the
 * process alive). `stop()` resolves once a run in progress is over, so the
 * database can close after it.
 */
export function startHousekeeping(db: Database, clock: Clock, log: FastifyBaseLogger, intervalMs = 10 * 60 * 1000) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = removeExpiredRecords(db, clock)
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
