import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { join } from '../ui/join.ts';
import styles from './ToastItem.module.css';
import type { Toast } from './toastStore.ts';

export interface ToastItemProps {
  toast: Toast;
  /** Timers stop while the applicant reads the toasts (hover or keyboard focus in the region). */
  paused: boolean;
  onDismiss(id: number): void;
}

/** One toast: auto-dismissed after its duration, by swiping 50 px sideways, by its close button, or Escape. */
export function ToastItem({ toast, paused, onDismiss }: ToastItemProps) {
  const [offsetX, setOffsetX] = useState(0);
  const swipeStart = useRef<{ x: number; pointerId: number } | null>(null);
  const remainingMs = useRef(toast.durationMs);

  useEffect(() => {
    if (paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [paused, onDismiss, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    swipeStart.current = { x: event.clientX, pointerId: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current?.pointerId !== event.pointerId) return;
    setOffsetX(event.clientX - swipeStart.current.x);
  };
  const onPointerEnd = (event: PointerEvent<HTMLLIElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    if (Math.abs(event.clientX - start.x) >= appConfig.toast.swipeThresholdPx) onDismiss(toast.id);
    else setOffsetX(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss(toast.id);
    }
  };

  const name = toast.label ?? toast.title;
  return (
    // The list item only forwards swipe and Escape; the close button is the keyboard control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.toast}
      aria-label={name}
      data-toast-kind={toast.kind}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <div
        className={join(styles.item, toast.kind === 'success' && styles.success)}
        style={offsetX ? ({ '--swipe-offset': `${offsetX}px` } as CSSProperties) : undefined}
      >
        <div className={styles.body}>
          <p>
            <strong>{toast.title}</strong>
            {toast.label && toast.label !== toast.title ? <span>: {toast.label}</span> : null}
          </p>
          <p>{toast.message}</p>
        </div>
        <button
          className={styles.closeButton}
          type="button"
          aria-label={`Dismiss notification: ${name}`}
          onClick={() => onDismiss(toast.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}
