import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from './client';
import { syncWithCore } from './sync';

/** Gives the app (or a test) one query client, kept in step with the core while mounted. */
export function QueryProvider({
  client = queryClient,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => syncWithCore(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
