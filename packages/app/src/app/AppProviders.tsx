import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/ApiContext.tsx';
import type { ApiClient } from '../api/ApiClient.ts';
import { SessionProvider, type Session } from '../session/SessionContext.tsx';
import { TenantProvider, type TenantRuntime } from '../tenant/TenantContext.tsx';
import { ToastProvider } from '../toasts/ToastContext.tsx';
import type { ToastStore } from '../toasts/toastStore.ts';

/** Everything one running app holds; built once by `createAppServices`. */
export interface AppServices {
  api: ApiClient;
  tenant: TenantRuntime;
  session: Session;
  toasts: ToastStore;
  queryClient: QueryClient;
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <QueryClientProvider client={services.queryClient}>
      <ApiProvider api={services.api}>
        <TenantProvider tenant={services.tenant}>
          <SessionProvider session={services.session}>
            <ToastProvider store={services.toasts}>{children}</ToastProvider>
          </SessionProvider>
        </TenantProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
