import type { TenantTheme } from '../definition/types.ts';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The custom property of a tenant colour: `primaryHover` → `--theme-primary-hover`. */
export const themeVariable = (name: keyof TenantTheme): string => `--theme-${kebab(name)}`;

const hexColour = /^#[0-9a-f]{6}$/i;

/**
 * The tenant's colours as a stylesheet of custom properties, which the app's
 * stylesheets read (`var(--theme-…)`): a page is in the tenant's colours
 * from its first paint, before any script runs (a page the server rendered
 * paints before its scripts). `:root:root` outranks the defaults the app's
 * own stylesheet declares on `:root`, whatever the order of the two. Only
 * colours written #rrggbb (what the loader accepts) are written.
 */
export function tenantThemeCss(theme: TenantTheme): string {
  const declarations = (Object.keys(theme) as (keyof TenantTheme)[])
    .filter((name) => hexColour.test(theme[name]))
    .map((name) => `${themeVariable(name)}:${theme[name]}`);
  return `:root:root{${declarations.join(';')}}\n`;
}
