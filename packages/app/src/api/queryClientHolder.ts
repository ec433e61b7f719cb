import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's React Query client, made on first use. React Query (its client,
 * provider and hooks) is in the chunks of what uses it (a logged-in
 * applicant's form, the account pages), not on a visitor's first page: those
 * chunks create the client with `ensure`; the rest of the app only ever clears it.
 */
export interface QueryClientHolder {
  /** The client, created with `create` the first time. */
  ensure(create: () => QueryClient): QueryClient;
  /** The client if one was made. */
  current(): QueryClient | undefined;
  /** Forgets every cached answer (a sign-out); nothing to do when no client was made. */
  clear(): void;
}

export function createQueryClientHolder(): QueryClientHolder {
  let client: QueryClient | undefined;
  return {
    ensure(create) {
      client ??= create();
      return client;
    },
    current: () => client,
    clear() {
      client?.clear();
    },
  };
}
