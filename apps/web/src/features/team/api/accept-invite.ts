import { useMutation } from '@tanstack/react-query';
import { teamApi } from '@/lib/team-api';
import { callApi } from '@/lib/api-client';

/**
 * POST /vrmcsys/org/acceptInvite {code}: joins the organisation and makes it the session's
 * current one; answers its summary.
 */
export function acceptInvite(code: string) {
  return callApi(teamApi.acceptInvite, { code });
}

/** The invitation page's call; the page tells its errors. */
export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite, meta: { quiet: true } });
}
