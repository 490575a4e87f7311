/** The length of an invitation code as org/inviteInfo and org/acceptInvite take it. */
const CODE_MIN = 16;
const CODE_MAX = 128;

/**
 * The invitation code of the page's address (`/invite?code=…`), null when there is none or it
 * cannot be one (a link cut short in a mail client), so no call is made that the server refuses
 * as malformed.
 */
export function inviteCodeOf(search: URLSearchParams): string | null {
  const code = search.get('code')?.trim() ?? '';
  return code.length >= CODE_MIN && code.length <= CODE_MAX ? code : null;
}

/** The address of the invitation page for a code: the way back after signing in. */
export function invitePath(code: string): string {
  return `/invite?code=${encodeURIComponent(code)}`;
}
