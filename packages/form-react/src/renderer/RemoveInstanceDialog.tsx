import { useRef } from 'react';
import { LoadingSpinner } from '../layout/LoadingSpinner.tsx';
import { Modal } from '../modal/Modal.tsx';
import shared from '../theme/sharedStyles.module.css';
import { addAnotherTexts } from './addAnotherTexts.ts';

export interface RemoveInstanceDialogProps {
  /** The block's name, e.g. "College 3"; null while closed. */
  block: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Remove College 3?" with Cancel and Remove (Cancel has focus: the removal is not undone). */
export function RemoveInstanceDialog({ block, busy, onCancel, onConfirm }: RemoveInstanceDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={block !== null}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={addAnotherTexts.removeTitle(block ?? '')}
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
            onClick={() => {
              if (!busy) onCancel();
            }}
          >
            {addAnotherTexts.cancel}
          </button>
          <button
            type="button"
            className={shared.primaryButton}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {addAnotherTexts.confirm}
            {busy && (
              <>
                {' '}
                <LoadingSpinner size="small" label={addAnotherTexts.removing} />
              </>
            )}
          </button>
        </>
      }
    >
      <p>{addAnotherTexts.removeQuestion(block ?? '')}</p>
    </Modal>
  );
}
