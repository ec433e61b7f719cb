import { appConfig } from '../config/appConfig.ts';

/** Colours and media queries of the app's chrome. Text colours meet WCAG AA on white. */
export const appTheme = {
  color: {
    text: '#1b1b1b',
    mutedText: '#4a4a4a',
    background: '#ffffff',
    surface: '#f4f5f7',
    border: '#71767a',
    primary: '#003a70',
    primaryHover: '#002548',
    onPrimary: '#ffffff',
    focus: '#e07b00',
    error: '#b50909',
    errorSurface: '#fdecec',
    success: '#12703a',
    successSurface: '#e7f4ec',
    info: '#005ea2',
    infoSurface: '#e8f1fa',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  media: {
    mobile: `@media (max-width: ${appConfig.breakpoints.mobilePx}px)`,
    tablet: `@media (max-width: ${appConfig.breakpoints.tabletPx}px)`,
  },
  /** Visible focus ring used by every interactive element of the chrome. */
  focusRing: {
    outline: '3px solid #e07b00',
    outlineOffset: '2px',
  },
} as const;
