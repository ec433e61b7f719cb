import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusField } from '../layout/ValidationSummary.tsx';

const attempts = 20;
const attemptDelayMs = 50;

/**
 * After an in-app navigation, focus goes where a screen-reader or keyboard user
 * expects it: the field named by the hash (`/{page}#{key}`), else the page's
 * h1. Lazy pages render a little later, so it retries briefly.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const hash = location.hash.slice(1);
    if (first.current) {
      first.current = false;
      // A first load with a hash (a summary link opened directly) still focuses the field.
      if (!hash) return undefined;
    }
    let remaining = attempts;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryFocus = () => {
      if (hash && focusField(hash)) return;
      if (!hash) {
        const heading = document.querySelector<HTMLElement>('#main h1');
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus();
          heading.scrollIntoView?.({ block: 'start' });
          return;
        }
      }
      remaining -= 1;
      if (remaining > 0) timer = setTimeout(tryFocus, attemptDelayMs);
    };
    timer = setTimeout(tryFocus, 0);
    return () => clearTimeout(timer);
  }, [location.key, location.hash]);
}
