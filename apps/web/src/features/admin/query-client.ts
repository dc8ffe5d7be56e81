import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client';

const MAX_RETRIES = 2;

/**
 * The admin area's cache. A request the server refused (4xx) is not retried: asking again gives
 * the same answer. Network trouble and 5xx get two more tries before the tab shows its error.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status < 500) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
