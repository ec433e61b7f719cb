declare module 'virtual:tenant' {
  import type { StandaloneValidateFunction, TenantBundle } from '@admissions/form-core';

  /** Folder name of the tenant the app was built for. */
  export const tenantName: string;
  /** tenant.json, its pages, schemas, data model and error summary. */
  export const tenantBundle: TenantBundle;
  /** The tenant's ajv validate function, compiled to standalone code at build time. */
  export const validateTenantAnswers: StandaloneValidateFunction;
}
