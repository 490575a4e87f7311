import { useQuery } from '@tanstack/react-query';
import { callApi, type CallOptions } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { auditApi } from './calls';
import { auditKeys } from './keys';

/** POST /vrmcsys/org/list {}: the account's organisations, its role in each, the current one. */
export function listOrgs(options?: CallOptions) {
  return callApi(auditApi.listOrgs, {}, options);
}

/** The organisations of the signed-in account: the screen reads the role it has in the current one. */
export function useOrgs() {
  const { token } = useSession();
  return useQuery({
    queryKey: auditKeys.orgs,
    // a failure leaves the decision to the server: the list call then answers the refusal
    queryFn: ({ signal }) => listOrgs({ silent: true, signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
    meta: { quiet: true },
  });
}
