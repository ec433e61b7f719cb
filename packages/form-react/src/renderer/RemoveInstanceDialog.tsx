import { ConfirmDialog } from '../modal/ConfirmDialog.tsx';
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
  return (
    <ConfirmDialog
      isOpen={block !== null}
      title={addAnotherTexts.removeTitle(block ?? '')}
      question={addAnotherTexts.removeQuestion(block ?? '')}
      cancelLabel={addAnotherTexts.cancel}
      confirmLabel={addAnotherTexts.confirm}
      busyLabel={addAnotherTexts.removing}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
