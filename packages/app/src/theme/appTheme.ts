import { themeVariable, type TenantTheme } from '@admissions/form-core';

/**
 * The tenant's colours (tenant.json branding.theme) as CSS custom properties:
 * stylesheets read `var(--theme-…)`, and the tenant's stylesheet (served with the
 * tenant, linked in index.html's head) sets the values for the tenant the page runs.
 * These defaults are also the `:root` values of appTheme.css (where no tenant
 * stylesheet is, e.g. component tests); every one meets WCAG AA on the default
 * background.
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

/**
 * Status colours are not branding: fixed, each meeting WCAG AA on white and on its
 * surface. appTheme.css declares them on `:root` as `--app-color-…`.
 */
export const statusColors = {
  error: '#b50909',
  errorSurface: '#fdecec',
  success: '#12703a',
  successSurface: '#e7f4ec',
  info: '#005ea2',
  infoSurface: '#e8f1fa',
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom property of a tenant colour: `primaryHover` → `--theme-primary-hover` (the tenant's stylesheet's names). */
export { themeVariable };

/** The custom property of a status colour: `errorSurface` → `--app-color-error-surface`. */
export const statusColorVariable = (name: keyof typeof statusColors) => `--app-color-${kebab(name)}`;
