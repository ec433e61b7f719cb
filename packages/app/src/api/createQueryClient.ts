import { QueryClient } from '@tanstack/react-query';
import { appConfig } from '../config/appConfig.ts';

/** React Query as the app uses it: no retry, data cached and fresh forever, no refetch on focus or mount. */
export function createQueryClient(): QueryClient {
  const { retry, gcTime, staleTime, refetchOnWindowFocus, refetchOnMount } = appConfig.queries;
  return new QueryClient({
    defaultOptions: {
      queries: { retry, gcTime, staleTime, refetchOnWindowFocus, refetchOnMount },
      mutations: { retry },
    },
  });
}
