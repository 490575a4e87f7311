import { queryOptions } from '@tanstack/react-query';
import { accountApi } from '@/lib/api-calls';
import { callApi } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { teamApi } from '@/lib/team-api';

/** POST /vrmcsys/org/members: the members of the current organisation with their roles. */
export function members(signal?: AbortSignal) {
  return callApi(teamApi.members, {}, { signal });
}

/** POST /vrmcsys/org/invitations: the invitations of the organisation waiting for an answer. */
export function invitations(signal?: AbortSignal) {
  return callApi(teamApi.invitations, {}, { signal });
}

/**
 * POST /vrmcsys/org/inviteInfo {code}: the organisation, role, address, sender and expiry of an
 * invitation link, and whether the signed-in account is the one invited.
 */
export function inviteInfo(code: string, signal?: AbortSignal) {
  return callApi(teamApi.inviteInfo, { code }, { signal });
}

/** The queries of the team screens (the organisations themselves: lib/current-org.ts). */
export const teamQueries = {
  /** the members; the screen shows a failed load as its own state, not as a toast */
  members: () =>
    queryOptions({
      queryKey: ['team', 'members'] as const,
      queryFn: ({ signal }) => members(signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  /** the invitations waiting for an answer; the screen shows a failed load itself */
  invitations: () =>
    queryOptions({
      queryKey: ['team', 'invitations'] as const,
      queryFn: ({ signal }) => invitations(signal),
      meta: { quiet: true },
      staleTime: 10_000,
    }),
  /** an invitation link (null: none); the invitation page tells a refused link itself */
  invite: (code: string | null) =>
    queryOptions({
      queryKey: ['team', 'invite', code ?? ''] as const,
      queryFn: ({ signal }) => inviteInfo(code!, signal),
      enabled: code !== null,
      meta: { quiet: true },
      retry: false,
      staleTime: 0,
    }),
  /**
   * POST /vrmcsys/account/twoStep/status: whether the reader itself signs in with a second step
   * (the user menu's window reads and changes the same entry)
   */
  ownTwoStep: () =>
    queryOptions({
      queryKey: sharedKeys.ownTwoStep,
      queryFn: ({ signal }) => callApi(accountApi.twoStepStatus, {}, { signal }),
      staleTime: 10_000,
    }),
};
