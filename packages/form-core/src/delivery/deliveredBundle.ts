import type { DataModel, TenantBundle } from '../definition/types.ts';

/** The data model as the browser reads it: each key's type, without the words and markers only staff tools use. */
function browserDataModel(dataModel: DataModel): DataModel {
  return {
    keys: Object.fromEntries(Object.entries(dataModel.keys).map(([key, { type }]) => [key, { type }])),
  };
}

/**
 * The bundle the browser gets: what the form runs, nothing only the server
 * or the staff tools read. The schemas are left out (the browser validates
 * with the generated validator module); each data-model key keeps its type
 * (normalizing answers before validation reads nothing else), its export
 * description and `setBy` marker stay with the server; `$schema` references
 * (for editors) are dropped.
 */
export function deliveredBundle(bundle: TenantBundle): TenantBundle {
  const { $schema: _config, ...config } = bundle.config;
  const { $schema: _summary, ...errorSummary } = bundle.errorSummary;
  return {
    config,
    pages: bundle.pages.map(({ $schema: _page, ...page }) => page),
    schemas: [],
    dataModel: browserDataModel(bundle.dataModel),
    errorSummary,
  };
}
