import { useEffect, useRef, useState } from 'react';
import { appConfig } from '../config/appConfig.ts';
import type { LogoutReason } from '../flow/logoutReason.ts';
import { createIdleTimer, type IdleTimer } from './createIdleTimer.ts';
import type { CrossTabChannel } from './crossTabChannel.ts';

const activityEvents = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity (keys, scrolls, mouse moves) counts at most this often; it is told to the other tabs at most this often. */
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
  /** The other tabs of this origin: activity in any tab counts for all, a logout in one logs out all. */
  crossTab?: CrossTabChannel;
  /** Another tab logged the applicant out. */
  onLogoutElsewhere?(reason: LogoutReason): void;
}

export interface Inactivity {
  warningOpen: boolean;
  /** 'Yes - Take me back to my application': keeps the session. */
  stayActive(): void;
}

/**
 * Inactivity: a warning 60 s before the 15 min timeout, the
 * timeout itself, a check on return to the tab, and keep-alive pings while
 * the applicant types so the server session never expires under a long essay.
 * One session, however many tabs: each tab tells the others of its activity,
 * and each counts down from the latest activity of any tab, so all tabs warn
 * and time out together, and a tab left in the background never ends the
 * session the applicant is using in another one.
 */
export function useInactivity(options: InactivityOptions): Inactivity {
  const [warningOpen, setWarningOpen] = useState(false);
  const timerRef = useRef<IdleTimer | null>(null);
  const warningRef = useRef(false);
  const lastKeepAliveRef = useRef(0);
  const lastToldRef = useRef(0);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const { enabled, timeoutMs = appConfig.inactivity.timeoutMs, warningBeforeMs, crossTab } = options;
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
        if (now - lastToldRef.current >= activityThrottleMs) {
          lastToldRef.current = now;
          crossTab?.post({ type: 'activity', at: now });
        }
        if (now - lastKeepAliveRef.current >= appConfig.inactivity.keepAliveIntervalMs) {
          lastKeepAliveRef.current = now;
          callbacks.current.keepAlive();
        }
      },
    });
    timerRef.current = timer;

    // Recording activity (the countdown, telling the other tabs, a keep-alive ping) runs in a task of its own,
    // never inside the event that showed it: a keystroke's handling does not wait for a message to the other tabs.
    let recording: ReturnType<typeof setTimeout> | undefined;
    const record = () => {
      recording = undefined;
      if (!warningRef.current) timer.touch();
    };
    const onActivity = () => {
      // While the warning is open only its buttons count: a stray mouse move must not dismiss it.
      if (warningRef.current) return;
      // Every key, scroll and mouse move comes here: once a second is precise enough for a 15 min countdown.
      const now = Date.now();
      if (now - lastTouch < activityThrottleMs) return;
      lastTouch = now;
      recording ??= setTimeout(record, 0);
    };
    const onReturn = () => {
      if (document.visibilityState === 'visible') timer.checkElapsed();
    };
    const unsubscribe = crossTab?.subscribe((message) => {
      if (message.type === 'logout') {
        callbacks.current.onLogoutElsewhere?.(message.reason);
        return;
      }
      // The applicant is busy in another tab (or chose to stay there): the warning here has no reason left.
      if (timer.sync(message.at)) {
        warningRef.current = false;
        setWarningOpen(false);
      }
    });
    for (const type of [...activityEvents, 'mousemove']) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      clearTimeout(recording);
      unsubscribe?.();
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
  }, [enabled, timeoutMs, warningBeforeMs, crossTab]);

  const stayActive = () => {
    warningRef.current = false;
    setWarningOpen(false);
    lastKeepAliveRef.current = Date.now();
    callbacks.current.keepAlive();
    // touch() tells the other tabs (their warning closes too), unless it told them within the last second.
    lastToldRef.current = 0;
    timerRef.current?.touch();
  };

  return { warningOpen, stayActive };
}
