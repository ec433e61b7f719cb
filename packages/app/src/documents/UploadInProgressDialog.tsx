import { Modal } from '@admissions/form-react';
import { PrimaryButton } from '../ui/Button.tsx';

export const uploadInProgressTexts = {
  title: 'File Upload in Progress',
  body: 'Please wait until the file upload has completed.',
  ok: 'OK',
} as const;

/** Shown when a tab switch waits for a running conversion (switching would delete its document mid-conversion). */
export function UploadInProgressDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={uploadInProgressTexts.title}
      size="small"
      role="alertdialog"
      footer={<PrimaryButton onClick={onClose}>{uploadInProgressTexts.ok}</PrimaryButton>}
    >
      <p>{uploadInProgressTexts.body}</p>
    </Modal>
  );
}
