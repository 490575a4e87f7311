import { useQueryClient } from '@tanstack/react-query';
import type { RolloutAnswer } from '@vrportal/contract';
import { useCallback } from 'react';
import { tracksQueries } from './keys';

/** Every rollout change answers the rollout as it is now: the screen shows that at once. */
export function useTakeRollout(appId: string) {
  const client = useQueryClient();
  return useCallback(
    (answer: RolloutAnswer) => client.setQueryData(tracksQueries.rollout(appId).queryKey, answer),
    [client, appId],
  );
}
