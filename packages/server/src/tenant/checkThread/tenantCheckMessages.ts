import type { CheckedTenant } from './checkedTenant.ts';

/** What the tenant check thread is given. */
export interface TenantCheckRequest {
  tenantsDir: string;
  tenant: string;
}

/**
 * The thread's one answer: the checked tenant, with the generated validator
 * module in place of the compiled validator (a function cannot cross
 * threads; its code can), or why the folder could not be read.
 */
export type TenantCheckReply =
  | { type: 'checked'; tenant: Omit<CheckedTenant, 'validation'>; validatorModule?: string }
  | { type: 'failed'; message: string };
