import { appConfig } from '../config/appConfig.ts';

export interface IdleTimerOptions {
  /** Idle time after which `onIdle` fires (default 20 min when a caller gives none). */
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
  /**
   * Activity seen elsewhere (another tab) at `at`: the countdown runs from
   * then if that is later than the last activity here. `onActivity` is not
   * called: the tab where it happened does what activity asks for.
   * Returns whether the countdown moved.
   */
  sync(at: number): boolean;
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
  // Whether the warning's timer is pending. Activity only moves `lastActivity` (it comes with every key and
  // scroll): a timer that fires early finds the countdown moved and waits for the rest instead of warning.
  let warningArmed = false;

  const clear = () => {
    clearTimeout(warningTimer);
    clearTimeout(idleTimer);
    warningArmed = false;
  };
  const fireIdle = () => {
    if (idleFired || stopped) return;
    idleFired = true;
    clear();
    options.onIdle();
  };
  const warningDue = () => {
    const remaining = timeoutMs - warningBeforeMs - (now() - lastActivity);
    if (remaining > 0) {
      warningTimer = setTimeout(warningDue, remaining);
      return;
    }
    warningArmed = false;
    options.onWarning();
  };
  const idleDue = () => {
    const remaining = timeoutMs - (now() - lastActivity);
    if (remaining > 0) idleTimer = setTimeout(idleDue, remaining);
    else fireIdle();
  };
  // Both timers count from the last activity, which may lie a little in the past (activity of another tab).
  const schedule = () => {
    clear();
    const elapsed = Math.max(0, now() - lastActivity);
    warningArmed = true;
    warningTimer = setTimeout(warningDue, Math.max(0, timeoutMs - warningBeforeMs - elapsed));
    idleTimer = setTimeout(idleDue, Math.max(0, timeoutMs - elapsed));
  };

  schedule();
  return {
    touch() {
      if (stopped || idleFired) return;
      lastActivity = now();
      options.onActivity?.(lastActivity);
      // After the warning (the applicant chose to stay) the countdown starts again; before it, the pending
      // timers find the new `lastActivity` when they fire.
      if (!warningArmed) schedule();
    },
    sync(at) {
      if (stopped || idleFired) return false;
      // Never in the future: another tab's clock may run a little ahead.
      const when = Math.min(at, now());
      if (when <= lastActivity) return false;
      lastActivity = when;
      if (!warningArmed) schedule();
      return true;
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
