import type { AnswersValidator, TenantBundle } from '@admissions/form-core';
import { createContext, useContext, type ReactNode } from 'react';
import type { LazyAnswersValidator } from './tenantValidator.ts';

/** The tenant the app runs: its definition files and its compiled validator. */
export interface TenantRuntime {
  bundle: TenantBundle;
  /** The tenant's logo (a content-hashed URL), when branding names one. */
  logoUrl?: string;
  /** The validator, or a loader for it: the browser loads the tenant's validator chunk only when it validates. */
  validator: AnswersValidator | LazyAnswersValidator;
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
