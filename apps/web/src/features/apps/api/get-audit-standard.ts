import { useQuery } from '@tanstack/react-query';
import { appQueries, type AuditStandardType } from './keys';

export function useAuditStandard(type: AuditStandardType | null) {
  return useQuery(appQueries.standard(type));
}
