import { useQuery } from '@tanstack/react-query';
import { shellQueries } from './keys';

export function useAccountInfo(enabled: boolean) {
  return useQuery({ ...shellQueries.accountInfo(), enabled });
}
