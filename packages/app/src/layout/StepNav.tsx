import type { MouseEvent } from 'react';
import { NavLink, useLocation } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import styles from './StepNav.module.css';

/**
 * The numbered steps (one per tenant page), the active one highlighted and
 * marked aria-current. A click goes through the flow: logged-in applicants
 * save first; visitors with answers are sent to sign-up.
 */
export function StepNav() {
  const { tenant, flow } = useAppServices();
  const { pathname } = useLocation();
  const steps = [...tenant.bundle.pages].sort((a, b) => a.step - b.step);
  const onClick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // Let the browser handle modified clicks (new tab or window).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (path === pathname) return;
    void flow.changePage(path);
  };
  return (
    <nav className={styles.nav} aria-label="Application steps">
      <ol>
        {steps.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} onClick={(event) => onClick(event, page.path)}>
              <span className={styles.number}>{page.step}</span> <span>{page.navLabel ?? page.title}</span>
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
