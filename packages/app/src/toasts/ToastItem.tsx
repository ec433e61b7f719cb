import styled from '@emotion/styled';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { appConfig } from '../config/appConfig.ts';
import { appTheme } from '../theme/appTheme.ts';
import type { Toast } from './toastStore.ts';

const Item = styled.div<{ kind: Toast['kind'] }>`
  position: relative;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  background: ${appTheme.color.background};
  color: ${appTheme.color.text};
  border: 1px solid ${appTheme.color.border};
  border-left: 0.5rem solid ${({ kind }) => (kind === 'success' ? appTheme.color.success : appTheme.color.error)};
  border-radius: 0.25rem;
  box-shadow: 0 0.25rem 0.75rem rgb(0 0 0 / 20%);
  touch-action: pan-y;
  transition: transform 150ms ease-out;
  &:focus-within {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

const CloseButton = styled.button`
  flex: none;
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid ${appTheme.color.border};
  border-radius: 0.25rem;
  background: ${appTheme.color.background};
  color: ${appTheme.color.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
`;

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
      css={{ listStyle: 'none' }}
      aria-label={name}
      data-toast-kind={toast.kind}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <Item kind={toast.kind} style={offsetX ? { transform: `translateX(${offsetX}px)` } : undefined}>
        <Body>
          <p>
            <strong>{toast.title}</strong>
            {toast.label && toast.label !== toast.title ? <span>: {toast.label}</span> : null}
          </p>
          <p>{toast.message}</p>
        </Body>
        <CloseButton type="button" aria-label={`Dismiss notification: ${name}`} onClick={() => onDismiss(toast.id)}>
          <span aria-hidden="true">×</span>
        </CloseButton>
      </Item>
    </li>
  );
}
