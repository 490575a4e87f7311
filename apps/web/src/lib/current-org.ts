import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgSummary, Permission } from '@vrportal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { teamApi } from './team-api';
import { callApi, type CallOptions } from './api-client';
import { clearSelectedApp } from './app-selection';
import { sharedKeys } from './query-keys';
import { accessOf, allows, currentOrgOf, withCurrent, type RoleAccess } from './role-access';
import { useSession } from './session';

/**
 * The organisations of the signed-in account and what its role in the current one allows. The
 * shell hides what the role cannot reach, the user menu switches organisations, the team
 * screens manage the current one; the server refuses what a role may not do in any case (10063).
 */

/** POST /vrmcsys/org/list: every organisation of the account with its role, the current one marked. */
export function listOrgs(options?: CallOptions) {
  return callApi(teamApi.listOrgs, {}, options);
}

/** POST /vrmcsys/org/switch {orgId}: the session acts in that organisation from now on. */
export function switchOrg(orgId: string) {
  return callApi(teamApi.switchOrg, { orgId });
}

/** The account's organisations, read once a session and kept until the session or org changes. */
export const orgsQuery = () =>
  queryOptions({
    queryKey: sharedKeys.orgs,
    // the shell asks on every screen: a failure is no reason for a toast (see RoleAccess)
    queryFn: ({ signal }) => listOrgs({ silent: true, signal }),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });

/** The account's organisations, once signed in. */
export function useOrgs() {
  const { token } = useSession();
  return useQuery({ ...orgsQuery(), enabled: token !== null });
}

/** The organisation the session acts in (null: none, or not read yet). */
export function useCurrentOrg(): OrgSummary | null {
  return currentOrgOf(useOrgs().data);
}

export function useAccess(): RoleAccess {
  const { isSuper } = useSession();
  const { data, isError } = useOrgs();
  return accessOf(isSuper, { data, isError });
}

/** Whether the reader's role allows `permission` (super accounts: always). */
export function useCan(permission: Permission): boolean {
  return allows(useAccess(), permission);
}

/**
 * After the session moved to another organisation: nothing read for the one before stays (the
 * cached answers, the chosen app), the organisations show the new one current with the reader's
 * role there (read again in the background), and the app list opens.
 */
export function useEnterOrg() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (entered: OrgSummary) => {
      const { queryKey } = orgsQuery();
      const before = client.getQueryData(queryKey);
      clearSelectedApp();
      client.clear();
      client.setQueryData(queryKey, withCurrent(before, entered));
      void client.invalidateQueries({ queryKey });
      void navigate('/all_apps');
    },
    [client, navigate],
  );
}

/** Switches the session to another organisation of the account (the user menu). */
export function useSwitchOrg() {
  const enter = useEnterOrg();
  return useMutation({ mutationFn: switchOrg, onSuccess: enter });
}
