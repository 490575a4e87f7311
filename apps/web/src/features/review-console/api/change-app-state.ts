import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, reviewCalls } from '@vrportal/contract';
import { reviewApi } from '@/lib/api-calls';
import { callApi, type CallOptions } from '@/lib/api-client';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/review/changeAppState {appId, cId?, action, note}: schedule (13), online
 * (13, 14, 16), takeDown (15) or cancel; answers the new status.
 */
export type ChangeAppStateBody = CallRequest<typeof reviewCalls.changeAppState>;
export type StateAction = ChangeAppStateBody['action'];

export function changeAppState(body: ChangeAppStateBody, options?: CallOptions) {
  return callApi(reviewApi.changeAppState, body, options);
}

export function useChangeAppState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeAppStateBody) => changeAppState(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
