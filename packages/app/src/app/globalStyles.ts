import { css } from '@emotion/react';
import { appTheme } from '../theme/appTheme.ts';

/** Page-wide defaults: readable type that reflows at 320 px and 200% zoom, visible focus. */
export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${appTheme.font.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${appTheme.color.text};
    background: ${appTheme.color.background};
    overflow-wrap: break-word;
  }
  a {
    color: ${appTheme.color.primary};
  }
  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  [tabindex]:focus-visible {
    outline: ${appTheme.focusRing.outline};
    outline-offset: ${appTheme.focusRing.outlineOffset};
  }
  #main:focus {
    outline: none;
  }
  img,
  svg {
    max-width: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
    }
  }
`;
