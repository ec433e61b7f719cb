import { useEffect, useRef } from 'react';
import { useLocation } from '../routing/index.ts';
import { focusField } from './focusField.ts';
import { readNavigationState } from './navigationState.ts';

const attempts = 20;
const attemptDelayMs = 50;

/**
 * After an in-app navigation, focus goes where a screen-reader or keyboard user
 * expects it: the field named by the hash (`/{page}#{key}`), else the page's
 * h1. Lazy pages render a little later, so it retries briefly.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  // The place (path and hash) focus was last handled for; null before the first page.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const hash = location.hash.slice(1);
    const where = `${location.pathname}#${hash}`;
    const first = handled.current === null;
    // A change of state or query on the same page (e.g. a token dropped from the address) moves nothing.
    if (handled.current === where) return undefined;
    // A first load leaves focus to the browser, unless a hash names a field (a summary link opened directly);
    // a navigation that sends focus to the validation summary leaves it to the summary.
    if ((first && !hash) || readNavigationState(location.state).focusSummary) {
      handled.current = where;
      return undefined;
    }
    let remaining = attempts;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryFocus = () => {
      const done = hash ? focusField(hash) : focusHeading();
      remaining -= 1;
      if (done || remaining === 0) handled.current = where;
      else timer = setTimeout(tryFocus, attemptDelayMs);
    };
    timer = setTimeout(tryFocus, 0);
    return () => clearTimeout(timer);
  }, [location.key, location.pathname, location.hash, location.state]);
}

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  heading.scrollIntoView?.({ block: 'start' });
  return true;
}
