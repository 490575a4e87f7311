import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

/** POST /vrmcsys/dvlper/destination/delete {appId, id}: removes a destination that is not under review. */
export function destinationDelete(appId: string, id: string) {
  return callApi(platformApi.destinationDelete, { appId, id });
}

/** A leaderboard may have linked the destination: every list of the app reloads. */
export function useDestinationDelete(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => destinationDelete(appId, id),
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: platformKeys.app(appId) }),
  });
}
