import styled from '@emotion/styled';
import type { MouseEvent } from 'react';
import { NavLink, useLocation } from '../routing/index.ts';
import { useAppServices } from '../app/AppProviders.tsx';
import { appTheme } from '../theme/appTheme.ts';

const Nav = styled.nav`
  border-bottom: 1px solid ${appTheme.color.border};
  background: ${appTheme.color.surface};
  ol {
    display: flex;
    margin: 0 auto;
    padding: 0 1rem;
    max-width: 75rem;
    list-style: none;
  }
  li {
    flex: 1;
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.625rem;
    min-height: 3rem;
    padding: 0.5rem 0.75rem;
    color: ${appTheme.color.text};
    text-decoration: none;
    border-bottom: 0.25rem solid transparent;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: -3px;
  }
  a[aria-current='page'] {
    border-bottom-color: ${appTheme.color.primary};
    font-weight: 700;
    color: ${appTheme.color.primary};
  }
  .number {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border: 2px solid currentColor;
    border-radius: 50%;
    font-weight: 700;
  }
  a[aria-current='page'] .number {
    background: ${appTheme.color.primary};
    border-color: ${appTheme.color.primary};
    color: ${appTheme.color.onPrimary};
  }
  ${appTheme.media.mobile} {
    ol {
      padding: 0;
    }
    a {
      flex-direction: column;
      gap: 0.25rem;
      padding: 0.5rem 0.25rem;
      text-align: center;
      font-size: 0.875rem;
    }
  }
  @media print {
    display: none;
  }
`;

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
    <Nav aria-label="Application steps">
      <ol>
        {steps.map((page) => (
          <li key={page.path}>
            <NavLink to={page.path} onClick={(event) => onClick(event, page.path)}>
              <span className="number">{page.step}</span> <span>{page.navLabel ?? page.title}</span>
            </NavLink>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
