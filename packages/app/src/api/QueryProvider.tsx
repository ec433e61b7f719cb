import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppServices } from '../app/AppProviders.tsx';
import { createQueryClient } from './createQueryClient.ts';

/** React Query for the routes below: the app's one client (see queryClientHolder.ts). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const { queries } = useAppServices();
  return <QueryClientProvider client={queries.ensure(createQueryClient)}>{children}</QueryClientProvider>;
}
