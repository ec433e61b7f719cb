import { errorCatalogue } from '@admissions/contracts';
import { Modal } from '@admissions/form-react';
import type { ReactNode } from 'react';
import { PrimaryButton } from '../ui/Button.tsx';

export interface ErrorDialogProps {
  /** The dialog's heading and accessible name; 'Error' unless the caller names the kind of error. */
  header?: string;
  onClose(): void;
  children: ReactNode;
}

/** A dialog that reports an error and closes with OK (or Escape). Its default heading is 'Error'. */
export function ErrorDialog({ header = errorCatalogue.dialogDefaultHeader, onClose, children }: ErrorDialogProps) {
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={header}
      size="small"
      role="alertdialog"
      footer={
        <PrimaryButton type="button" onClick={onClose}>
          OK
        </PrimaryButton>
      }
    >
      {children}
    </Modal>
  );
}
