import styled from '@emotion/styled';
import { useTenant } from '../tenant/TenantContext.tsx';
import { appTheme } from '../theme/appTheme.ts';
import { AccountPopover } from './AccountPopover.tsx';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  padding: 0.75rem 1.5rem;
  background: ${appTheme.color.primary};
  color: ${appTheme.color.onPrimary};
  p {
    margin: 0;
  }
  .brand {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  .logo {
    height: 2.5rem;
    width: auto;
  }
  .institution {
    font-size: 0.875rem;
    letter-spacing: 0.05em;
    text-transform: uppercase;
  }
  .application {
    font-size: 1.25rem;
    font-weight: 700;
  }
  ${appTheme.media.mobile} {
    padding: 0.75rem 1rem;
    .application {
      font-size: 1.05rem;
    }
  }
`;

/** The banner at the top of every page but the service-user view: the institution (logo and name) and the account popover. */
export function Header() {
  const { bundle, logoUrl } = useTenant();
  const { config } = bundle;
  return (
    <Bar>
      <div className="brand">
        {/* The institution's name follows as text, so the logo is decorative. */}
        {logoUrl ? <img className="logo" src={logoUrl} alt="" /> : null}
        <div>
          <p className="institution">{config.branding.institutionName}</p>
          <p className="application">{config.name}</p>
        </div>
      </div>
      <AccountPopover />
    </Bar>
  );
}
