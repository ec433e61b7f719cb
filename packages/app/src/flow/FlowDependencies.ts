import type { AnswerStore } from '@admissions/form-react';
import type { QueryClientHolder } from '../api/queryClientHolder.ts';
import type { ApiClient } from '../api/ApiClient.ts';
import type { CrossTabChannel } from '../inactivity/crossTabChannel.ts';
import type { NavigationState } from '../navigation/navigationState.ts';
import type { Session } from '../session/SessionContext.tsx';
import type { TenantRuntime } from '../tenant/TenantContext.tsx';
import type { ToastStore } from '../toasts/toastStore.ts';

export interface NavigateOptions {
  replace?: boolean;
  state?: NavigationState;
}

/** What the application flow works with; built once per app (tests build their own). */
export interface FlowDependencies {
  api: ApiClient;
  session: Session;
  answers: AnswerStore;
  tenant: TenantRuntime;
  toasts: ToastStore;
  queries: QueryClientHolder;
  /** The router's navigate (router.navigate of the data router); resolves when the new route shows. */
  navigate(to: string, options?: NavigateOptions): Promise<void> | void;
  /** The path the router shows now. */
  currentPath(): string;
  /** Shows the 'Unexpected Error' dialog (errors that must not pass silently, e.g. a failed logout). */
  showErrorDialog(error: unknown): void;
  /** The other tabs of this browser (a logout here logs them out too). */
  crossTab: CrossTabChannel;
}
