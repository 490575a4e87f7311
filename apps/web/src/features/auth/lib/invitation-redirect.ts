/**
 * Whether a redirect is an invitation's page (`/invite?code=…`): signing in leads there
 * whatever the account's developer status, since an invited account joins an organisation there
 * and may be no developer yet.
 */
export function isInvitation(redirect: string | null): boolean {
  return redirect !== null && /^\/invite(?:$|[?#/])/.test(redirect);
}
