import type { FocusTrap } from 'focus-trap';
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { loadedFocusTrap, loadFocusTrap, type FocusTrapModule } from './loadFocusTrap.ts';

const tabbableOptions = {
  // Layout decides nothing here: a dialog's controls are all shown (and jsdom, the tests' DOM, has no layout).
  displayCheck: 'none',
  // Walk the dialog element by element, in document order (open shadow roots included), rather than through one
  // querySelectorAll of a selector list, whose results jsdom returns grouped by selector.
  getShadowRoot: true,
} as const;

/**
 * While `active`: moves focus into the container (the `initialFocus` element,
 * else the first tabbable one, else the container), keeps Tab and Shift+Tab
 * inside it, pulls focus back if it escapes, and on deactivation returns focus
 * to the element that had it before (the opener). focus-trap does the work;
 * the dialog handles Escape and clicks outside itself, so the trap leaves
 * both alone.
 *
 * focus-trap loads with the first dialog that opens. Until it has arrived,
 * focus still moves in at once (to `initialFocus`, else the container, which
 * the dialog makes focusable) and still returns to the opener on close; the
 * trap then takes over and moves focus on to the first tabbable element
 * unless the user has already moved it inside the dialog.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let trap: FocusTrap | undefined;
    let closed = false;
    const activate = ({ createFocusTrap, tabbable }: FocusTrapModule) => {
      if (closed) return;
      trap = createFocusTrap(container, {
        // Where focus already is inside the dialog (moved there while the trap loaded), else the given element,
        // else the first tabbable one (else the container: the fallback).
        initialFocus: () => {
          const focused = document.activeElement;
          if (focused instanceof HTMLElement && focused !== container && container.contains(focused)) return focused;
          return initialFocus?.current ?? tabbable(container, tabbableOptions)[0] ?? undefined;
        },
        fallbackFocus: container,
        // Focus moves in at once, so the dialog's first control has focus when the dialog shows.
        delayInitialFocus: false,
        escapeDeactivates: false,
        allowOutsideClick: true,
        // The opener is the element focused before the dialog opened, which is not what the trap saw if it
        // arrived after focus had moved in: focus returns to it below.
        returnFocusOnDeactivate: false,
        tabbableOptions,
      });
      trap.activate();
    };
    const focusTrap = loadedFocusTrap();
    if (focusTrap) activate(focusTrap);
    else {
      (initialFocus?.current ?? container).focus();
      loadFocusTrap().then(activate, () => undefined);
    }
    return () => {
      closed = true;
      trap?.deactivate();
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef, initialFocus]);
}
