import { useState } from 'react';
import { Link } from '../routing/index.ts';
import { useTenant } from '../tenant/TenantContext.tsx';
import { LinkButton } from '../ui/Button.tsx';
import { HelpModal } from './HelpModal.tsx';
import styles from './Footer.module.css';
import { PrivacyModal } from './PrivacyModal.tsx';

/**
 * The footer of every page but the service-user view: Help and Privacy open their modals; Accessibility is the
 * statement's page.
 */
export function Footer() {
  const { config } = useTenant().bundle;
  const [open, setOpen] = useState<'help' | 'privacy' | null>(null);
  return (
    <footer className={styles.bar}>
      <ul>
        <li>
          <LinkButton type="button" aria-haspopup="dialog" onClick={() => setOpen('help')}>
            Help
          </LinkButton>
        </li>
        <li>
          <LinkButton type="button" aria-haspopup="dialog" onClick={() => setOpen('privacy')}>
            Privacy
          </LinkButton>
        </li>
        <li>
          <Link to="/accessibility" className={styles.link}>
            Accessibility
          </Link>
        </li>
      </ul>
      <p>© {config.branding.institutionName}</p>
      <HelpModal isOpen={open === 'help'} onClose={() => setOpen(null)} />
      <PrivacyModal isOpen={open === 'privacy'} onClose={() => setOpen(null)} />
    </footer>
  );
}
