import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Database } from './db/database.ts';
import { confirmationCodeRepository } from './accounts/confirmationCodeRepository.ts';
import { passwordResetRepository } from './accounts/passwordResetRepository.ts';
import { pendingSignupRepository } from './accounts/pendingSignupRepository.ts';
import { rateLimitRepository } from './security/rateLimitRepository.ts';
import { sessionRepository } from './sessions/sessionRepository.ts';
import { trustedDeviceRepository } from './accounts/trustedDeviceRepository.ts';
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

/** More work a housekeeping run does after removeExpiredRecords (the document pipeline's sweeps). */
export interface HousekeepingTask {
  name: string;
  run(): Promise<void>;
}

export interface Housekeeping {
  /** One run now (tests; an operator's tooling), after any run in progress. */
  runNow(): Promise<void>;
  /** Stops the timer; resolves once a run in progress is over, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs removeExpiredRecords and then each task every `intervalMs` (unref'd:
 * it never keeps the process alive). A failing step is logged and the next
 * one still runs.
 */
export function startHousekeeping(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; tasks?: readonly HousekeepingTask[] } = {},
): Housekeeping {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    await removeExpiredRecords(db, clock).catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
    for (const task of options.tasks ?? []) {
      await task.run().catch((error: unknown) => log.error({ err: error }, `housekeeping: ${task.name} failed`));
    }
  };
  const start = () => {
    running ??= runOnce().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void start(), options.intervalMs ?? 10 * 60 * 1000);
  timer.unref();
  return {
    async runNow() {
      await running;
      await start();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
