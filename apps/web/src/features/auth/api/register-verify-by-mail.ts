import { useQuery } from '@tanstack/react-query';
import { authQueries, type RegisterVerifyByMailBody } from './keys';

/** Runs once per link (a second render or StrictMode does not confirm twice). */
export function useRegisterVerifyByMail(body: RegisterVerifyByMailBody | null) {
  return useQuery(authQueries.registerVerifyByMail(body));
}
