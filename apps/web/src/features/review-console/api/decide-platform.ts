import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest, platformReviewCalls } from '@vrportal/contract';
import { callApi } from '@/lib/api-client';
import { platformReviewApi } from './platform-review-calls';
import { reviewKeys } from './keys';

/**
 * POST /vrmcsys/admin/platform/decide {auditId, items, note}: every submitted item passed or
 * rejected with its note (add-ons with their seven store checks and reasons) in one call;
 * answers the submission's status. 10660 when it was decided already, 10662 when the items do
 * not name each submitted item once.
 */
export type PlatformDecideBody = CallRequest<typeof platformReviewCalls.decide>;
export type PlatformDecisionItem = PlatformDecideBody['items'][number];

export function decidePlatform(body: PlatformDecideBody) {
  return callApi(platformReviewApi.decide, body);
}

/** Its errors are shown by the decision panel in the reader's language; either way the queue reloads. */
export function useDecidePlatform() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePlatform,
    meta: { quiet: true },
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.platform }),
  });
}
