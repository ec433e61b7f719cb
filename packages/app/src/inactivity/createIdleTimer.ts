import { appConfig } from '../config/appConfig.ts';

export interface IdleTimerOptions {
  /** Idle time after which `onIdle` fires (default 20 min, the spec's value when unset). */
  timeoutMs?: number;
  /** How long before the timeout `onWarning` fires. */
  warningBeforeMs?: number;
  onWarning(): void;
  onIdle(): void;
  /** The applicant did something (throttled to once a second). */
  onActivity?(now: number): void;
  now?: () => number;
}

export interface IdleTimer {
  /** Records activity now and restarts the countdown. */
  touch(): void;
  /** Milliseconds since the last recorded activity. */
  idleFor(): number;
  /** Checks the real elapsed time (timers in background tabs are throttled) and fires onIdle when it has passed. */
  checkElapsed(): boolean;
  stop(): void;
}

/**
 * A framework-free inactivity countdown: onWarning at (timeout - warning),
 * onIdle at the timeout, both measured from the last `touch()`.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const timeoutMs = options.timeoutMs ?? appConfig.inactivity.idleTimerDefaultMs;
  const warningBeforeMs = Math.min(options.warningBeforeMs ?? appConfig.inactivity.warningBeforeMs, timeoutMs);
  const now = options.now ?? (() => Date.now());
  let lastActivity = now();
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let idleFired = false;

  const clear = () => {
    clearTimeout(warningTimer);
    clearTimeout(idleTimer);
  };
  const fireIdle = () => {
    if (idleFired || stopped) return;
    idleFired = true;
    clear();
    options.onIdle();
  };
  const schedule = () => {
    clear();
    warningTimer = setTimeout(() => options.onWarning(), timeoutMs - warningBeforeMs);
    idleTimer = setTimeout(fireIdle, timeoutMs);
  };

  schedule();
  return {
    touch() {
      if (stopped || idleFired) return;
      lastActivity = now();
      options.onActivity?.(lastActivity);
      schedule();
    },
    idleFor: () => now() - lastActivity,
    checkElapsed() {
      if (now() - lastActivity >= timeoutMs) {
        fireIdle();
        return true;
      }
      return false;
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
