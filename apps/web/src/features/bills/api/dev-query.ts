import { useQuery } from '@tanstack/react-query';
import { billPaths, type devQueryAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { billKeys } from './keys';
import { getJson } from '@/lib/api-client';

/** GET /vrmcsys/dev_order/settled_order/dev_query: the caller's bills, newest cycle first. */
export function devQuery(signal?: AbortSignal) {
  return getJson<z.infer<typeof devQueryAnswer>>(billPaths.devQuery, {}, { signal });
}

export function useBills() {
  return useQuery({
    queryKey: billKeys.list,
    queryFn: ({ signal }) => devQuery(signal),
    staleTime: 0,
  });
}
