import { useRef } from 'react';
import { Modal } from '../../modal/Modal.tsx';
import shared from '../../theme/sharedStyles.module.css';
import { fileUploadTexts } from './fileUploadTexts.ts';

export interface DeleteDocumentDialogProps {
  isOpen: boolean;
  fileName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The 'Delete Document' confirmation with Cancel and Delete (Cancel has focus: deleting is not undone). */
export function DeleteDocumentDialog({ isOpen, fileName, busy, onCancel, onConfirm }: DeleteDocumentDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={fileUploadTexts.deleteTitle}
      size="small"
      role="alertdialog"
      showCloseButton={false}
      initialFocus={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className={shared.secondaryButton} onClick={onCancel}>
            {fileUploadTexts.cancel}
          </button>
          <button
            type="button"
            className={shared.primaryButton}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {fileUploadTexts.delete}
          </button>
        </>
      }
    >
      <p>{fileUploadTexts.deleteQuestion(fileName)}</p>
    </Modal>
  );
}
