import { describe, expect, it } from 'vitest';
import { isInvitation } from './invitation-redirect';

describe('the redirect of an invitation', () => {
  it('knows an invitation’s address from other addresses', () => {
    expect(isInvitation('/invite')).toBe(true);
    expect(isInvitation('/invite?code=0123456789abcdef0123')).toBe(true);
    expect(isInvitation('/invitee')).toBe(false);
    expect(isInvitation('/all_apps?next=/invite')).toBe(false);
    expect(isInvitation(null)).toBe(false);
  });
});
