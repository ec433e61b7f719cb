import { Modal } from '@admissions/form-react';
import { useTenant } from '../tenant/TenantContext.tsx';
import { PrimaryButton } from '../ui/Button.tsx';
import { ContentBlockParagraphs } from './ContentBlockView.tsx';

/** Privacy and cookie notice (spec section 2), text from tenant.json. */
export function PrivacyModal({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const { config } = useTenant().bundle;
  const block = config.modals.privacy;
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
      {config.partner.privacyPolicyUrl ? (
        <p>
          <a href={config.partner.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            Read the full privacy policy (opens in a new tab)
          </a>
        </p>
      ) : null}
    </Modal>
  );
}
