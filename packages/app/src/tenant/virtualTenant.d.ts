declare module 'virtual:tenant' {
  import type { TenantBundle } from '@admissions/form-core';

  /** Folder name of the tenant the app was built for. */
  export const tenantName: string;
  /**
   * tenant.json, its pages, data model, error summary and schemas. In a
   * production build `schemas` is empty: the browser validates with the
   * standalone code of `virtual:tenant-validator` and never reads them.
   */
  export const tenantBundle: TenantBundle;
}

declare module 'virtual:tenant-validator' {
  import type { StandaloneValidateFunction } from '@admissions/form-core';

  /** The tenant's ajv validate function, compiled to standalone code at build time. */
  const validateTenantAnswers: StandaloneValidateFunction;
  export default validateTenantAnswers;
}
