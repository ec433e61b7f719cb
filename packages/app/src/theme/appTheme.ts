import type { TenantTheme } from '@admissions/form-core';
import { formTheme } from '@admissions/form-react';

/**
 * The tenant's colours (tenant.json branding.theme) as CSS custom properties:
 * styles are written once, and applyTenantTheme sets the values for the
 * tenant the page runs. The fallbacks are the defaults before a tenant is
 * applied (component tests); every one meets WCAG AA on the default background.
 */
export const themeDefaults: TenantTheme = {
  primary: '#003a70',
  primaryHover: '#002548',
  onPrimary: '#ffffff',
  text: '#1b1b1b',
  mutedText: '#4a4a4a',
  background: '#ffffff',
  surface: '#f4f5f7',
  border: '#71767a',
  focus: '#d06800',
};

const themeVariable = (name: keyof TenantTheme) => `--theme-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
const themed = (name: keyof TenantTheme) => `var(${themeVariable(name)}, ${themeDefaults[name]})`;

/** Sets the tenant's colours on the page (the CSS custom properties appTheme's colours read). */
export function applyTenantTheme(theme: TenantTheme, root: HTMLElement = document.documentElement): void {
  for (const name of Object.keys(themeDefaults) as (keyof TenantTheme)[]) {
    root.style.setProperty(themeVariable(name), theme[name]);
  }
}

/** Colours and media queries of the app's chrome. The tenant's colours are checked for WCAG AA by the loader. */
export const appTheme = {
  color: {
    text: themed('text'),
    mutedText: themed('mutedText'),
    background: themed('background'),
    surface: themed('surface'),
    border: themed('border'),
    primary: themed('primary'),
    primaryHover: themed('primaryHover'),
    onPrimary: themed('onPrimary'),
    focus: themed('focus'),
    // Status colours are not branding: fixed, each meeting WCAG AA on white and on its surface.
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
    mobile: `@media (max-width: ${formTheme.breakpoints.mobile}px)`,
    tablet: `@media (max-width: ${formTheme.breakpoints.tablet}px)`,
  },
  /** Visible focus ring used by every interactive element of the chrome. */
  focusRing: {
    outline: `3px solid ${themed('focus')}`,
    outlineOffset: '2px',
  },
} as const;
