import type { DeliveredBundle } from '@admissions/form-core';
import { createContext, useContext, type ReactNode } from 'react';
import type { LazyAnswersValidator, LoadedValidation } from './tenantValidator.ts';

/** The tenant the app runs: its definition files and its validation. */
export interface TenantRuntime {
  /** What the form runs (a full TenantBundle does too); the data model comes with the validation. */
  bundle: DeliveredBundle;
  /** The tenant's logo (a content-hashed URL), when branding names one. */
  logoUrl?: string;
  /**
   * The validation (validator and data model), or a loader for it: the browser loads the tenant's validator
   * module only when it validates.
   */
  validator: LoadedValidation | LazyAnswersValidator;
}

/** The tenant, or null outside <TenantProvider> (useTenant throws there). */
export const TenantContext = createContext<TenantRuntime | null>(null);

export function TenantProvider({ tenant, children }: { tenant: TenantRuntime; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantRuntime {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used inside <TenantProvider>.');
  return tenant;
}
