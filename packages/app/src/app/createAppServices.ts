import type { LookupCategoriesResponse } from '@admissions/contracts';
import { createAnswerStore, createWidgetRegistry, defaultWidgets, type WidgetRegistry } from '@admissions/form-react';
import type { ApiClient } from '../api/ApiClient.ts';
import { createOnce } from '../api/createOnce.ts';
import { noEarlyAnswers, type EarlyAnswers } from '../api/earlyApplicantData.ts';
import { createQueryClientHolder } from '../api/queryClientHolder.ts';
import { withUnauthorizedHandler } from '../api/withUnauthorizedHandler.ts';
import { unavailableDocumentServices, type DocumentServicesFactory } from '../documents/DocumentServices.ts';
import { createErrorDialogStore } from '../errors/errorDialogStore.ts';
import { createBrowserCrossTabChannel, type CrossTabChannel } from '../inactivity/crossTabChannel.ts';
import { createApplicationFlow } from '../flow/createApplicationFlow.ts';
import type { NavigateOptions } from '../flow/FlowDependencies.ts';
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
  /** The default widgets unless given (a host may extend the registry). */
  registry?: WidgetRegistry;
  /** The document pipeline; until it is wired, uploads say they are unavailable. */
  documents?: DocumentServicesFactory;
  /** Messages to the other tabs of this origin (BroadcastChannel, or the storage fallback, by default). */
  crossTab?: CrossTabChannel;
  /** Which lookup categories have data, asked already (main.tsx asks with the first script): the first read takes it. */
  lookupCategories?: Promise<LookupCategoriesResponse>;
  /** The applicant's data fetched beside the first script (main.tsx), for a first render that needs no request. */
  earlyAnswers?: EarlyAnswers;
}

/** Builds the stores and clients of one app instance (the browser builds one; each test builds its own). */
export function createAppServices(options: AppServicesOptions): AppServices {
  const { bundle } = options.tenant;
  const session = createSession(
    createClientSnapshotStore(),
    bundle.config.identityProviderCookiePrefix,
    options.readCookies ?? (() => document.cookie),
  );
  session.refreshLoggedIn();
  const toasts = createToastStore();
  const queries = createQueryClientHolder();
  const errorDialog = createErrorDialogStore();
  const registry = options.registry ?? createWidgetRegistry(defaultWidgets);
  const crossTab = options.crossTab ?? createBrowserCrossTabChannel();
  const answers = createAnswerStore({
    pages: bundle.pages,
    context: {
      optionLists: bundle.config.optionLists,
      dateWindows: bundle.config.dateWindows,
      widgets: registry.specs,
    },
  });
  let navigate: (to: string, options?: NavigateOptions) => Promise<void> | void = () => {
    throw new Error('The router is not connected yet.');
  };
  let currentPath = (): string => '';
  // Every call of the app goes through this client: a 401 anywhere takes the flow's one session-invalid path.
  const api = withUnauthorizedHandler(options.api, (error) => void flow.handleUnauthorized(error));
  let earlyCategories = options.lookupCategories;
  const flow = createApplicationFlow({
    api,
    session,
    answers,
    tenant: options.tenant,
    toasts,
    queries,
    navigate: (to, navigateOptions) => navigate(to, navigateOptions),
    currentPath: () => currentPath(),
    showErrorDialog: (error) => errorDialog.getState().show(error),
    crossTab,
  });
  return {
    api,
    tenant: options.tenant,
    session,
    toasts,
    queries,
    answers,
    registry,
    flow,
    errorDialog,
    crossTab,
    lookupCategories: createOnce(() => {
      const request = earlyCategories ?? api.lookupCategories();
      earlyCategories = undefined;
      return request;
    }),
    documents: options.documents ?? unavailableDocumentServices,
    earlyAnswers: options.earlyAnswers ?? noEarlyAnswers,
    connectRouter(router) {
      navigate = router.navigate;
      currentPath = router.currentPath;
    },
  };
}
