import styled from '@emotion/styled';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { appTheme } from '../theme/appTheme.ts';
import { useToastList, useToastStore } from './ToastContext.tsx';
import { ToastItem } from './ToastItem.tsx';

const Region = styled.section`
  position: fixed;
  z-index: 1000;
  /* Bottom left: the page actions (Save, Submit) sit at the bottom right and must stay visible. */
  left: 1rem;
  bottom: 1rem;
  width: min(24rem, calc(100vw - 2rem));
  ${appTheme.media.mobile} {
    top: 0.5rem;
    bottom: auto;
    left: 0.5rem;
    width: calc(100vw - 1rem);
    /* A phone shows only the latest toast; the earlier ones were announced already. */
    li:not(:last-child) {
      display: none;
    }
  }
  &:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
  }
  @media print {
    display: none;
  }
`;

/**
 * The live region holding every toast. F8 moves focus here; while the pointer or
 * keyboard focus is inside, the toasts' timers pause so they can be read.
 */
export function ToastRegion() {
  const toasts = useToastList();
  const store = useToastStore();
  const regionRef = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== appConfig.toast.hotkey) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      const region = regionRef.current;
      const hadFocus = region?.contains(document.activeElement) ?? false;
      store.getState().dismiss(id);
      // Focus must not fall to <body> when the focused toast disappears.
      if (hadFocus) region?.focus();
    },
    [store],
  );

  return (
    <Region
      ref={regionRef}
      role="region"
      aria-label={`Notifications (${appConfig.toast.hotkey})`}
      aria-live="polite"
      tabIndex={-1}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {toasts.length > 0 ? (
        <ol>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} paused={hovered || focused} onDismiss={dismiss} />
          ))}
        </ol>
      ) : null}
    </Region>
  );
}
