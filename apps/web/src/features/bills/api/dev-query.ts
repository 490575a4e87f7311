import { useQuery } from '@tanstack/react-query';
import { billQueries } from './keys';

export function useBills() {
  return useQuery(billQueries.list());
}
