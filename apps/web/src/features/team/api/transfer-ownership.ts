import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { teamQueries } from './keys';

/**
 * POST /vrmcsys/org/transferOwnership {accountId}: that member becomes the owner and the caller
 * an admin, so the caller's own role (the shell's organisations) is read again too.
 */
export function transferOwnership(accountId: string) {
  return callApi(teamApi.transferOwnership, { accountId });
}

export function useTransferOwnership() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    meta: { quiet: true },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: teamQueries.members().queryKey });
      await client.invalidateQueries({ queryKey: sharedKeys.orgs });
    },
  });
}
