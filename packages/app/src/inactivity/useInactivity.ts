import { useEffect, useRef, useState } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { createIdleTimer, type IdleTimer } from './createIdleTimer.ts';

const activityEvents = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart', 'scroll'] as const;
/** Frequent events (mouse moves) count at most this often. */
const activityThrottleMs = 1_000;

export interface InactivityOptions {
  /** Only logged-in applicants (never visitors or service users) are timed. */
  enabled: boolean;
  timeoutMs?: number;
  warningBeforeMs?: number;
  /** POST /api/keep-alive: called at most once per keepAliveIntervalMs while the applicant is active. */
  keepAlive(): void;
  /** The timeout passed (or had passed when the tab became visible again). */
  onTimeout(): void;
}

export interface Inactivity {
  warningOpen: boolean;
  /** 'Yes - Take me back to my application': keeps the session. */
  stayActive(): void;
}

/**
 * Spec section 4 inactivity: a warning 60 s before the 15 min timeout, the
 * timeout itself, a check on return to the tab, and keep-alive pings while
 * the applicant types so the server session never expires under a long essay.
 */
export function useInactivity(options: InactivityOptions): Inactivity {
  const [warningOpen, setWarningOpen] = useState(false);
  const timerRef = useRef<IdleTimer | null>(null);
  const warningRef = useRef(false);
  const lastKeepAliveRef = useRef(0);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const { enabled, timeoutMs = appConfig.inactivity.timeoutMs, warningBeforeMs } = options;
  useEffect(() => {
    if (!enabled) return undefined;
    lastKeepAliveRef.current = Date.now();
    let lastTouch = 0;
    const timer = createIdleTimer({
      timeoutMs,
      warningBeforeMs,
      onWarning: () => {
        warningRef.current = true;
        setWarningOpen(true);
      },
      onIdle: () => {
        warningRef.current = false;
        setWarningOpen(false);
        callbacks.current.onTimeout();
      },
      onActivity: (now) => {
        if (now - lastKeepAliveRef.current >= appConfig.inactivity.keepAliveIntervalMs) {
          lastKeepAliveRef.current = now;
          callbacks.current.keepAlive();
        }
      },
    });
    timerRef.current = timer;

    const onActivity = (event: Event) => {
      // While the warning is open only its buttons count: a stray mouse move must not dismiss it.
      if (warningRef.current) return;
      const now = Date.now();
      if (event.type === 'mousemove' && now - lastTouch < activityThrottleMs) return;
      lastTouch = now;
      timer.touch();
    };
    const onReturn = () => {
      if (document.visibilityState === 'visible') timer.checkElapsed();
    };
    for (const type of [...activityEvents, 'mousemove']) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      timer.stop();
      timerRef.current = null;
      warningRef.current = false;
      setWarningOpen(false);
      for (const type of [...activityEvents, 'mousemove']) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [enabled, timeoutMs, warningBeforeMs]);

  const stayActive = () => {
    warningRef.current = false;
    setWarningOpen(false);
    lastKeepAliveRef.current = Date.now();
    callbacks.current.keepAlive();
    timerRef.current?.touch();
  };

  return { warningOpen, stayActive };
}
