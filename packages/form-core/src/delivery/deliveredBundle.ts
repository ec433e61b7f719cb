import type { TenantBundle, TenantConfig } from '../definition/types.ts';

/**
 * tenant.json as the browser gets it: without the names of the files the
 * loader read (pages, schemas, data model, error summary) and without the
 * partner values, which the loader has already put into the texts through
 * their placeholders.
 */
export type DeliveredConfig = Omit<
  TenantConfig,
  '$schema' | 'pages' | 'schemas' | 'dataModel' | 'errorSummary' | 'partner'
>;

/**
 * The bundle of the tenant module: what the form runs. No schemas (the browser
 * validates with the generated validator module) and no data model (its key
 * types travel in that validator module, the one place that reads them).
 */
export interface DeliveredBundle extends Omit<TenantBundle, 'dataModel' | 'schemas' | 'config'> {
  config: DeliveredConfig;
}

/**
 * The bundle the browser gets with its first page: what the form runs,
 * nothing only the server, the staff tools or validation read. The schemas
 * and the data model are left out (see DeliveredBundle), and so are the
 * config's file names and partner values (see DeliveredConfig); `$schema`
 * references (for editors) are dropped.
 */
export function deliveredBundle(bundle: TenantBundle): DeliveredBundle {
  const {
    $schema: _config,
    pages: _pageFiles,
    schemas: _schemaFiles,
    dataModel: _dataModelFile,
    errorSummary: _errorSummaryFile,
    partner: _partner,
    ...config
  } = bundle.config;
  const { $schema: _summary, ...errorSummary } = bundle.errorSummary;
  return {
    config,
    pages: bundle.pages.map(({ $schema: _page, ...page }) => page),
    errorSummary,
  };
}
