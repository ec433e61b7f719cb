import { useState } from 'react';
import { Modal, type ModalSize } from '../../modal/Modal.tsx';

/** A Help button that opens a dialog: its Close button, a link in the text, and a Done button in the footer. */
export function HelpDialogExample({ size = 'medium' }: { size?: ModalSize }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Help
      </button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Need help?"
        size={size}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <p>
          Write to <a href="mailto:help@example.edu">help@example.edu</a>.
        </p>
      </Modal>
    </>
  );
}
