import { useQuery } from '@tanstack/react-query';
import { teamQueries } from './keys';

/** The invitation page tells a refused link itself (revoked, expired...). */
export function useInviteInfo(code: string | null) {
  return useQuery(teamQueries.invite(code));
}
