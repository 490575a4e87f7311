import { useQuery } from '@tanstack/react-query';
import { auditQueries } from './keys';

/** The members, read once the role may read the log; without them the filter stays empty. */
export function useMembers(enabled: boolean) {
  return useQuery({ ...auditQueries.members(), enabled });
}
