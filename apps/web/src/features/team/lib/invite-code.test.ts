import { describe, expect, it } from 'vitest';
import { inviteCodeOf, invitePath } from './invite-code';

const code = 'a'.repeat(32);

describe('invitation codes', () => {
  it('reads the code of the mailed link', () => {
    expect(inviteCodeOf(new URLSearchParams(`code=${code}`))).toBe(code);
    expect(inviteCodeOf(new URLSearchParams(`code=%20${code}%20`))).toBe(code);
  });

  it('takes no code that the server would refuse as malformed', () => {
    expect(inviteCodeOf(new URLSearchParams(''))).toBeNull();
    expect(inviteCodeOf(new URLSearchParams('code='))).toBeNull();
    expect(inviteCodeOf(new URLSearchParams('code=short'))).toBeNull();
    expect(inviteCodeOf(new URLSearchParams(`code=${'b'.repeat(129)}`))).toBeNull();
  });

  it('leads back to the invitation with its code', () => {
    expect(invitePath(code)).toBe(`/invite?code=${code}`);
    expect(invitePath('a+b/c')).toBe('/invite?code=a%2Bb%2Fc');
  });
});
