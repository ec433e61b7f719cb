import { errorCatalogue } from '@admissions/contracts';
import { Modal } from '@admissions/form-react';
import { errorMessageOf } from '../api/apiErrors.ts';
import { PrimaryButton } from '../ui/Button.tsx';

export interface UnexpectedErrorDialogProps {
  error: unknown;
  onClose(): void;
  /** The dialog's heading; 'Error' by default (spec section 8). */
  header?: string;
}

/** The 'Unexpected Error' dialog of the error boundaries: what went wrong, in words the applicant can act on. */
export function UnexpectedErrorDialog({
  error,
  onClose,
  header = errorCatalogue.dialogDefaultHeader,
}: UnexpectedErrorDialogProps) {
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
      <p>
        <strong>{errorCatalogue.unexpectedErrorDialog}</strong>
      </p>
      <p>{errorMessageOf(error)}</p>
    </Modal>
  );
}
