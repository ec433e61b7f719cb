import { createFocusTrap } from 'focus-trap';
import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While `active`: moves focus into the container (the `initialFocus` element,
 * else the first tabbable one, else the container), keeps Tab and Shift+Tab
 * inside it, pulls focus back if it escapes, and on deactivation returns focus
 * to the element that had it before (the opener). focus-trap does the work;
 * the dialog handles Escape and clicks outside itself, so the trap leaves
 * both alone.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const trap = createFocusTrap(container, {
      initialFocus: () => initialFocus?.current ?? undefined,
      fallbackFocus: container,
      // Focus moves in at once, so the dialog's first control has focus when the dialog shows.
      delayInitialFocus: false,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: true,
      tabbableOptions: {
        // Layout decides nothing here: a dialog's controls are all shown (and jsdom, the tests' DOM, has no layout).
        displayCheck: 'none',
        // Walk the dialog element by element, in document order (open shadow roots included), rather than
        // through one querySelectorAll of a selector list, whose results jsdom returns grouped by selector.
        getShadowRoot: true,
      },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, containerRef, initialFocus]);
}
