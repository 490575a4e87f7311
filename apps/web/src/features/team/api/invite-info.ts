import { useQuery } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';
import { teamKeys } from './keys';

/**
 * POST /vrmcsys/org/inviteInfo {code}: the organisation, role, address, sender and expiry of an
 * invitation link, and whether the signed-in account is the one invited.
 */
export function inviteInfo(code: string, signal?: AbortSignal) {
  return callApi(teamApi.inviteInfo, { code }, { signal });
}

/** The invitation page tells a refused link itself (revoked, expired...). */
export function useInviteInfo(code: string | null) {
  return useQuery({
    queryKey: teamKeys.invite(code ?? ''),
    queryFn: ({ signal }) => inviteInfo(code!, signal),
    enabled: code !== null,
    meta: { quiet: true },
    retry: false,
    staleTime: 0,
  });
}
