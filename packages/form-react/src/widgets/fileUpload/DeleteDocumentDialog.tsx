import { ConfirmDialog } from '../../modal/ConfirmDialog.tsx';
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
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={fileUploadTexts.deleteTitle}
      question={fileUploadTexts.deleteQuestion(fileName)}
      cancelLabel={fileUploadTexts.cancel}
      confirmLabel={fileUploadTexts.delete}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
