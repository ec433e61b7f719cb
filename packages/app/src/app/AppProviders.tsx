import type { AnswerStore, WidgetRegistry } from '@admissions/form-react';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiProvider } from '../api/ApiContext.tsx';
import type { ApiClient } from '../api/ApiClient.ts';
import type { SharedRequest } from '../api/createOnce.ts';
import type { QueryClientHolder } from '../api/queryClientHolder.ts';
import type { LookupCategoriesResponse } from '@admissions/contracts';
import type { DocumentServicesFactory } from '../documents/DocumentServices.ts';
import type { ErrorDialogStore } from '../errors/errorDialogStore.ts';
import type { CrossTabChannel } from '../inactivity/crossTabChannel.ts';
import type { ApplicationFlow } from '../flow/createApplicationFlow.ts';
import { SessionProvider, type Session } from '../session/SessionContext.tsx';
import { TenantProvider, type TenantRuntime } from '../tenant/TenantContext.tsx';
import { ToastProvider } from '../toasts/ToastContext.tsx';
import type { ToastStore } from '../toasts/toastStore.ts';
import type { EarlyAnswers } from '../api/earlyApplicantData.ts';

/** Everything one running app holds; built once by `createAppServices`. */
export interface AppServices {
  api: ApiClient;
  tenant: TenantRuntime;
  session: Session;
  toasts: ToastStore;
  /** React Query's client, made by the chunks that use it (not on a visitor's first page). */
  queries: QueryClientHolder;
  /** Which lookup categories have data: asked once per app, shared by every page. */
  lookupCategories: SharedRequest<LookupCategoriesResponse>;
  /** The applicant's answers, tabs and add-another counts (all pages). */
  answers: AnswerStore;
  registry: WidgetRegistry;
  flow: ApplicationFlow;
  errorDialog: ErrorDialogStore;
  /** Messages to and from the other tabs of this origin (activity, logout). */
  crossTab: CrossTabChannel;
  /** The document pipeline's seam (see src/documents/). */
  documents: DocumentServicesFactory;
  /** The applicant's data that arrived before the app rendered (each answer used once). */
  earlyAnswers: EarlyAnswers;
  /** Connects the flow to the router once it exists (the router's routes need the services first). */
  connectRouter(router: {
    navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void> | void;
    /** The path shown now. */
    currentPath(): string;
  }): void;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppProviders>.');
  return services;
}

export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <AppServicesContext.Provider value={services}>
      <ApiProvider api={services.api}>
        <TenantProvider tenant={services.tenant}>
          <SessionProvider session={services.session}>
            <ToastProvider store={services.toasts}>{children}</ToastProvider>
          </SessionProvider>
        </TenantProvider>
      </ApiProvider>
    </AppServicesContext.Provider>
  );
}
