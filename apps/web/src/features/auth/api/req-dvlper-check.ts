import { useQuery } from '@tanstack/react-query';
import { authQueries } from './keys';

export function useDvlperCheck() {
  return useQuery(authQueries.dvlperCheck());
}
