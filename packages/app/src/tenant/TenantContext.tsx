import type { AnswersValidator, TenantBundle } from '@admissions/form-core';
import { createContext, useContext, type ReactNode } from 'react';

/** The tenant the app runs: its definition files and its compiled validator. */
export interface TenantRuntime {
  bundle: TenantBundle;
  validator: AnswersValidator;
}

const TenantContext = createContext<TenantRuntime | null>(null);

export function TenantProvider({ tenant, children }: { tenant: TenantRuntime; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantRuntime {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used inside <TenantProvider>.');
  return tenant;
}
