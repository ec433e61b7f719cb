import type { ApiClient } from '../api/ApiClient.ts';
import { createQueryClient } from '../api/createQueryClient.ts';
import { createClientSnapshotStore } from '../session/clientSnapshotStore.ts';
import { createSession } from '../session/SessionContext.tsx';
import type { TenantRuntime } from '../tenant/TenantContext.tsx';
import { createToastStore } from '../toasts/toastStore.ts';
import type { AppServices } from './AppProviders.tsx';

export interface AppServicesOptions {
  api: ApiClient;
  tenant: TenantRuntime;
  /** document.cookie by default. */
  readCookies?: () => string;
}

/** Builds the stores and clients of one app instance (the browser builds one; each test builds its own). */
export function createAppServices(options: AppServicesOptions): AppServices {
  const store = createClientSnapshotStore();
  const session = createSession(
    store,
    options.tenant.bundle.config.identityProviderCookiePrefix,
    options.readCookies ?? (() => document.cookie),
  );
  session.refreshLoggedIn();
  return {
    api: options.api,
    tenant: options.tenant,
    session,
    toasts: createToastStore(),
    queryClient: createQueryClient(),
  };
}
