import { Modal } from '@admissions/form-react';
import { useTenant } from '../tenant/TenantContext.tsx';
import { PrimaryButton } from '../ui/Button.tsx';
import { ContentBlockParagraphs } from './ContentBlockView.tsx';

/** Privacy and cookie notice, text from tenant.json (its links come from partner values through placeholders). */
export function PrivacyModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const block = useTenant().bundle.config.modals.privacy;
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={block.title ?? 'Privacy'}
      size="medium"
      footer={
        <PrimaryButton type="button" onClick={onClose}>
          Close Privacy Notice
        </PrimaryButton>
      }
    >
      <ContentBlockParagraphs block={block} />
    </Modal>
  );
}
