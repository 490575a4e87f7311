import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, platformCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformApi } from './calls';
import { platformKeys } from './keys';

export type DestinationSaveRequest = CallRequest<typeof platformCalls.destinationSave>;

/** POST /vrmcsys/dvlper/destination/save: creates (no id) or changes a destination; answers its id. */
export function destinationSave(request: DestinationSaveRequest) {
  return callApi(platformApi.destinationSave, request);
}

/** The form tells a refusal itself; leaderboards name destinations, so every list reloads. */
export function useDestinationSave(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: destinationSave,
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.app(appId) }),
  });
}
