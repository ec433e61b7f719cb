import { useRef } from 'react';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';
import shared from '../theme/sharedStyles.module.css';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
  /** Spoken beside the confirm button while `busy` (no spinner without it). */
  busyLabel?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A confirmation of something that is not undone (deleting a document,
 * removing a block): an alertdialog whose Cancel has focus, so Enter or
 * Escape keeps everything as it is. While the confirmed work runs, both
 * buttons and Escape do nothing: closing then would leave the work half seen.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { isOpen, title, question, cancelLabel, confirmLabel, busyLabel, busy, onCancel, onConfirm } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={cancel}
      title={title}
      size="small"
      role="alertdialog"
      showCloseButton={false}
      initialFocus={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className={shared.secondaryButton}
            aria-disabled={busy || undefined}
            onClick={cancel}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={shared.primaryButton}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {confirmLabel}
            {busy && busyLabel !== undefined && (
              <>
                {' '}
                <LoadingSpinner size="small" label={busyLabel} />
              </>
            )}
          </button>
        </>
      }
    >
      <p>{question}</p>
    </Modal>
  );
}
