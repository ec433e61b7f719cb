import { useTenant } from '../tenant/TenantContext.tsx';
import { AccountPopover } from './AccountPopover.tsx';
import styles from './Header.module.css';

/** The banner at the top of every page but the service-user view: the institution (logo and name) and the account popover. */
export function Header() {
  const { bundle, logoUrl } = useTenant();
  const { config } = bundle;
  return (
    <header className={styles.bar}>
      <div className={styles.brand}>
        {/* The institution's name follows as text, so the logo is decorative. */}
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
        <div>
          <p className={styles.institution}>{config.branding.institutionName}</p>
          <p className={styles.application}>{config.name}</p>
        </div>
      </div>
      <AccountPopover />
    </header>
  );
}
