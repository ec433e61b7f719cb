import type { TenantBundle } from '../definition/types.ts';

/**
 * The bundle of the tenant module: what the form runs. No schemas (the browser
 * validates with the generated validator module) and no data model (its key
 * types travel in that validator module, the one place that reads them).
 */
export type DeliveredBundle = Omit<TenantBundle, 'dataModel' | 'schemas'>;

/**
 * The bundle the browser gets with its first page: what the form runs,
 * nothing only the server, the staff tools or validation read. The schemas
 * and the data model are left out (see DeliveredBundle); `$schema`
 * references (for editors) are dropped.
 */
export function deliveredBundle(bundle: TenantBundle): DeliveredBundle {
  const { $schema: _config, ...config } = bundle.config;
  const { $schema: _summary, ...errorSummary } = bundle.errorSummary;
  return {
    config,
    pages: bundle.pages.map(({ $schema: _page, ...page }) => page),
    errorSummary,
  };
}
