import styled from '@emotion/styled';
import { appTheme } from '../theme/appTheme.ts';

const Skip = styled.a`
  position: absolute;
  z-index: 2000;
  left: 0.5rem;
  top: -10rem;
  padding: 0.75rem 1rem;
  background: ${appTheme.color.background};
  color: ${appTheme.color.primary};
  font-weight: 700;
  border: 2px solid ${appTheme.color.primary};
  &:focus {
    top: 0.5rem;
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
`;

/** The first focusable element: jumps past the header and step navigation to the page content. */
export function SkipLink() {
  return (
    <Skip
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView?.();
      }}
    >
      Skip to main content
    </Skip>
  );
}
