import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { formTheme, maxWidth } from '../theme/formTheme.ts';
import { focusRing } from '../theme/sharedStyles.ts';
import { useFocusTrap } from './useFocusTrap.ts';

export type ModalSize = keyof typeof formTheme.modalSizes;

export interface ModalProps {
  isOpen: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's visible heading; it is also its accessible name. */
  title: string;
  size?: ModalSize;
  children?: ReactNode;
  /** Buttons shown at the bottom (e.g. Cancel / Delete). */
  footer?: ReactNode;
  /** Element focused when the dialog opens (default: the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Show the "Close" button in the header (default true). */
  showCloseButton?: boolean;
  /** `alertdialog` for dialogs that interrupt to confirm or warn. */
  role?: 'dialog' | 'alertdialog';
}

const backdrop = css({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1rem',
  background: 'rgba(0, 0, 0, 0.55)',
  overflowY: 'auto',
});

function dialogStyle(size: ModalSize) {
  return css({
    boxSizing: 'border-box',
    width: `min(${formTheme.modalSizes[size]}, 100%)`,
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    background: formTheme.colors.surface,
    color: formTheme.colors.text,
    borderRadius: 6,
    border: `1px solid ${formTheme.colors.border}`,
    boxShadow: '0 0.5rem 2rem rgba(0, 0, 0, 0.3)',
    [maxWidth('tablet')]: { width: `min(${formTheme.modalSizesTablet[size]}, 100%)` },
    '&:focus': { outline: 'none' },
  });
}

const header = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '1rem 1.25rem 0.5rem',
  h2: { margin: 0, fontSize: '1.25rem' },
});

const closeButton = css(
  {
    minWidth: formTheme.touchTarget,
    minHeight: formTheme.touchTarget,
    background: 'transparent',
    border: `1px solid ${formTheme.colors.border}`,
    borderRadius: 4,
    font: 'inherit',
    cursor: 'pointer',
  },
  focusRing,
);

const footerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '0.75rem',
  padding: '0.75rem 1.25rem 1.25rem',
});

/**
 * Accessible dialog: role dialog + aria-modal, named by its title, focus moved
 * in and trapped, Escape closes, focus returns to the opener on close.
 * Rendered in a portal on document.body.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  size = 'medium',
  children,
  footer,
  initialFocus,
  showCloseButton = true,
  role = 'dialog',
}: ModalProps) {
  if (!isOpen) return null;
  return createPortal(
    <OpenModal
      onClose={onClose}
      title={title}
      size={size}
      footer={footer}
      initialFocus={initialFocus}
      showCloseButton={showCloseButton}
      role={role}
    >
      {children}
    </OpenModal>,
    document.body,
  );
}

type OpenModalProps = Required<Pick<ModalProps, 'onClose' | 'title' | 'size' | 'showCloseButton' | 'role'>> &
  Pick<ModalProps, 'children' | 'footer' | 'initialFocus'>;

function OpenModal({ onClose, title, size, children, footer, initialFocus, showCloseButton, role }: OpenModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  useFocusTrap(dialogRef, true, initialFocus);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Native listeners: Escape anywhere in the dialog, a press on the backdrop itself.
  useEffect(() => {
    const dialog = dialogRef.current;
    const backdropElement = backdropRef.current;
    if (!dialog || !backdropElement) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    const onMouseDown = (event: MouseEvent) => {
      if (event.target === backdropElement) onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    backdropElement.addEventListener('mousedown', onMouseDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      backdropElement.removeEventListener('mousedown', onMouseDown);
    };
  }, []);

  return (
    <div ref={backdropRef} css={backdrop} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={dialogStyle(size)}
        data-size={size}
      >
        <div css={header}>
          <h2 id={titleId}>{title}</h2>
          {showCloseButton && (
            <button type="button" css={closeButton} onClick={onClose}>
              <span aria-hidden="true">×</span> Close
            </button>
          )}
        </div>
        <div css={css({ padding: '0.5rem 1.25rem' })}>{children}</div>
        {footer !== undefined && <div css={footerStyle}>{footer}</div>}
      </div>
    </div>
  );
}
