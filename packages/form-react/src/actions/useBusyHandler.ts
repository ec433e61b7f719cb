import { useEffect, useRef, useState } from 'react';

/**
 * Wraps a handler so the caller knows while its promise is pending. Presses
 * while busy are ignored (no double save or submit). Rejections are left to
 * the host's own error handling (it shows the toast); the busy state ends.
 */
export function useBusyHandler<Args extends unknown[]>(
  handler: ((...args: Args) => void | Promise<unknown>) | undefined,
): { busy: boolean; run: (...args: Args) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (...args: Args) => {
    if (!handler || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await handler(...args);
    } catch {
      // The host reports its own errors; the button only has to stop being busy.
    } finally {
      busyRef.current = false;
      if (mounted.current) setBusy(false);
    }
  };
  return { busy, run };
}
