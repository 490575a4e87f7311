import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, showUnhandledError, type ApiError } from './api-client';
import { onAccountChange } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet: true`: the screen shows this call's errors itself */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
    defaultError: ApiError | Error;
  }
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Calls go to the portal's own server: always try them, and let a failed request say
    // "Network Error!". The default 'online' mode would leave a button spinning while the
    // browser merely believes it is offline.
    queries: {
      networkMode: 'always',
      // API errors are answers, not glitches: only network failures are worth a second try
      retry: (count, error) =>
        count < 1 && isApiError(error) && error.errCode === -1 && navigator.onLine,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false, networkMode: 'always' },
  },
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.quiet) showUnhandledError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _result, mutation) => {
      if (!mutation.meta?.quiet) showUnhandledError(error);
    },
  }),
});

// the answers kept for one account are not shown to the next one signing in in this tab
onAccountChange(() => queryClient.clear());
