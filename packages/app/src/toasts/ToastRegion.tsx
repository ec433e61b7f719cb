import { useCallback, useEffect, useRef, useState } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { useToastList, useToastStore } from './ToastContext.tsx';
import { ToastItem } from './ToastItem.tsx';
import styles from './ToastRegion.module.css';

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
    // A named section is a region. It watches pointer and focus only to pause the toasts' timers; it is no control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.region}
      ref={regionRef}
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
    </section>
  );
}
