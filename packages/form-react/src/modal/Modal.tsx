import { useEffect, useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { formTheme } from '../theme/formTheme.ts';
import shared from '../theme/sharedStyles.module.css';
import styles from './Modal.module.css';
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

const closeButtonClass = `${shared.focusRing} ${styles.closeButton}`;

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
    <div ref={backdropRef} className={styles.backdrop} data-testid="modal-backdrop">
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        data-size={size}
      >
        <div className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          {showCloseButton && (
            <button type="button" className={closeButtonClass} onClick={onClose}>
              <span aria-hidden="true">×</span> Close
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
