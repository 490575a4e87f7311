import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, teamCalls } from '@vrportal/contract';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamQueries } from './keys';

export type SetRoleBody = CallRequest<typeof teamCalls.setRole>;

/** POST /vrmcsys/org/setRole {accountId, role, appIds}: answers the member as it is now. */
export function setRole(body: SetRoleBody) {
  return callApi(teamApi.setRole, body);
}

/** The role dialog's call; the dialog tells its errors. */
export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    meta: { quiet: true },
    onSuccess: (member) =>
      client.setQueryData(teamQueries.members().queryKey, (list) =>
        list
          ? {
              members: list.members.map((old) =>
                old.accountId === member.accountId ? member : old,
              ),
            }
          : list,
      ),
    onError: () => client.invalidateQueries({ queryKey: teamQueries.members().queryKey }),
  });
}
