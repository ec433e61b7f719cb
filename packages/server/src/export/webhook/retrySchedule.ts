/**
 * When a failed delivery is tried again: the wait doubles after each failed
 * attempt (base, 2 x base, 4 x base, ...), each wait at most a quarter of the
 * window, and no attempt starts later than the window after the submission
 * was queued. Undefined: the window is used up, the delivery is dead.
 */
export function nextDeliveryAttempt(
  firstQueuedAt: Date,
  failedAttempts: number,
  now: Date,
  settings: { retryBaseMs: number; retryWindowMs: number },
): Date | undefined {
  const doubling = Math.min(failedAttempts - 1, 40);
  const wait = Math.min(settings.retryBaseMs * 2 ** doubling, settings.retryWindowMs / 4);
  const next = new Date(now.getTime() + wait);
  return next.getTime() <= firstQueuedAt.getTime() + settings.retryWindowMs ? next : undefined;
}
