import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';

/** POST /vrmcsys/account/getAccountInfo: the signed-in account and its developer status. */
export function getAccountInfo(options?: CallOptions) {
  return callApi(accountApi.getAccountInfo, {}, options);
}

/** The queries of the shell: the account of the user menu's windows. */
export const shellQueries = {
  /** the signed-in account and its developer status */
  accountInfo: () =>
    queryOptions({
      queryKey: ['account', 'info'] as const,
      queryFn: ({ signal }) => getAccountInfo({ signal }),
      staleTime: 60_000,
    }),
  /** POST /vrmcsys/account/sessions/list: the account's signed-in sessions, the newest first */
  sessions: () =>
    queryOptions({
      queryKey: ['account', 'sessions'] as const,
      queryFn: ({ signal }) => callApi(accountApi.listSessions, {}, { signal }),
    }),
  /** POST /vrmcsys/account/mailPrefs/get: which kinds of mail the account gets */
  mailPrefs: () =>
    queryOptions({
      queryKey: ['account', 'mailPrefs'] as const,
      queryFn: ({ signal }) => callApi(accountApi.mailPrefs, {}, { signal }),
    }),
  /**
   * POST /vrmcsys/account/twoStep/status: whether an authenticator app is on, recovery codes
   * left; the team screens read the same entry
   */
  twoStep: () =>
    queryOptions({
      queryKey: sharedKeys.ownTwoStep,
      queryFn: ({ signal }) => callApi(accountApi.twoStepStatus, {}, { signal }),
      staleTime: 0,
    }),
};
