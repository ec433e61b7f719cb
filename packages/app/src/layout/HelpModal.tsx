import { Modal } from '@admissions/form-react';
import { useTenant } from '../tenant/TenantContext.tsx';
import { PrimaryButton } from '../ui/Button.tsx';
import { ContentBlockParagraphs } from './ContentBlockView.tsx';

/**
 * Help: technical help by email, Adobe Reader, the office of admission. The
 * text is tenant.json's, its contacts and links partner values through placeholders.
 */
export function HelpModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const block = useTenant().bundle.config.modals.help;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={block.title ?? 'Help'}
      size="medium"
      footer={
        <PrimaryButton type="button" onClick={onClose}>
          Close Help
        </PrimaryButton>
      }
    >
      <ContentBlockParagraphs block={block} />
    </Modal>
  );
}
