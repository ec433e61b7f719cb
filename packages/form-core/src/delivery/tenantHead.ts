import { tenantHeadMarker } from './deliveredTenant.ts';
import type { TenantDelivery } from './tenantDelivery.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The tenant's elements of index.html's head: title, description, theme colour, the stylesheet of its colours and
 * the tenant module.
 */
export function renderTenantHead(delivery: TenantDelivery): string {
  const { head } = delivery;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="theme-color" content="${escapeHtml(head.themeColor)}" />`,
    ...(delivery.themeStylesheetUrl
      ? [`<link rel="stylesheet" href="${escapeHtml(delivery.themeStylesheetUrl)}" />`]
      : []),
    `<link rel="modulepreload" href="${escapeHtml(delivery.tenantModuleUrl)}" data-tenant-module />`,
  ].join('\n    ');
}

/** The app's index.html with the tenant's head elements in place of its marker (throws when the marker is missing). */
export function injectTenantHead(html: string, delivery: TenantDelivery): string {
  if (!html.includes(tenantHeadMarker)) {
    throw new Error(`index.html has no ${tenantHeadMarker} marker: rebuild the app (npm run build)`);
  }
  return html.replace(tenantHeadMarker, () => renderTenantHead(delivery));
}
