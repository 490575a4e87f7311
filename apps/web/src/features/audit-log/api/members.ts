import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { auditApi } from './calls';
import { auditKeys } from './keys';

/** POST /vrmcsys/org/members {}: the members of the current organisation, for the member filter. */
export function getMembers(options?: CallOptions) {
  return callApi(auditApi.members, {}, options);
}

/** The members, read once the role may read the log; without them the filter stays empty. */
export function useMembers(enabled: boolean) {
  return useQuery({
    queryKey: auditKeys.members,
    queryFn: ({ signal }) => getMembers({ signal }),
    enabled,
    meta: { quiet: true },
    staleTime: 60_000,
  });
}
