import { QueryClient } from '@tanstack/react-query';

/**
 * The renderer's server-state cache. Its data are the core's answers, which already come from the
 * core's own SQLite cache at once (Cached<T> with fetchedAt and stale), so the defaults differ
 * from a browser app's: the core is local and answers offline ('always'); it already retried, so
 * a failure is shown at once with a Retry button; the core, not window focus or the browser's
 * network state, says when something changed (`cache.updated`, connection status: see sync.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: false,
        // Every mount asks the core again (it answers from its cache, then refreshes if old).
        staleTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // A read nobody shows is kept a while, so coming back to a view shows it at once.
        gcTime: 10 * 60_000,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The app's one client (the provider uses it; tests make their own). */
export const queryClient = createQueryClient();
