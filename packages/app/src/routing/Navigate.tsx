import { useEffect, useRef } from 'react';
import type { To } from './history.ts';
import { useNavigate } from './routerContext.ts';

/** Navigates once rendered (give it a `key` to navigate again on a later render). */
export function Navigate({ to, replace = false, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  // Navigating is a side effect of being shown: once per mount, with what it was first given.
  const target = useRef({ to, options: { replace, state } });
  useEffect(() => {
    navigate(target.current.to, target.current.options);
  }, [navigate]);
  return null;
}
