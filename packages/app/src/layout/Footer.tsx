import styled from '@emotion/styled';
import { useState } from 'react';
import { useTenant } from '../tenant/TenantContext.tsx';
import { appTheme } from '../theme/appTheme.ts';
import { LinkButton } from '../ui/Button.tsx';
import { HelpModal } from './HelpModal.tsx';
import { PrivacyModal } from './PrivacyModal.tsx';

const Bar = styled.footer`
  margin-top: 3rem;
  padding: 1.5rem;
  border-top: 1px solid ${appTheme.color.border};
  background: ${appTheme.color.surface};
  color: ${appTheme.color.text};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0 0 0.75rem;
    padding: 0;
    list-style: none;
  }
  button {
    min-height: 2.75rem;
  }
  p {
    margin: 0;
  }
  @media print {
    display: none;
  }
`;

/** The footer of every page but the service-user view: Help and Privacy open their modals. */
export function Footer() {
  const { config } = useTenant().bundle;
  const [open, setOpen] = useState<'help' | 'privacy' | null>(null);
  return (
    <Bar>
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
      </ul>
      <p>© {config.branding.institutionName}</p>
      <HelpModal isOpen={open === 'help'} onClose={() => setOpen(null)} />
      <PrivacyModal isOpen={open === 'privacy'} onClose={() => setOpen(null)} />
    </Bar>
  );
}
