import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { interpretLoginError } from './login-errors';

const t = ((key: string) => key) as unknown as TFunction<'auth'>;
const failure = (code: number, data: unknown = null, handled = false) =>
  new ApiError(code, '', data, `text ${code}`, 200, handled);

describe('interpretLoginError', () => {
  it('maps the sign-in codes of the error catalogue', () => {
    expect(interpretLoginError(failure(10001), t)).toEqual({ kind: 'notRegistered' });
    expect(interpretLoginError(failure(10002, { remainCount: 2, lockedSeconds: 0 }), t)).toEqual({
      kind: 'wrongPassword',
      remain: 2,
    });
    expect(interpretLoginError(failure(10051), t)).toEqual({ kind: 'wrongCode' });
  });

  it('refuses the login when no attempts are left or the account is blocked', () => {
    expect(interpretLoginError(failure(10002, { remainCount: 0, lockedSeconds: 290 }), t)).toEqual({
      kind: 'refused',
      refusal: { kind: 'locked', minutes: 5 },
    });
    expect(interpretLoginError(failure(10002, { remainCount: -1 }), t)).toEqual({
      kind: 'refused',
      refusal: { kind: 'locked', minutes: 5 },
    });
    expect(interpretLoginError(failure(10027), t)).toEqual({
      kind: 'refused',
      refusal: { kind: 'blocked' },
    });
  });

  it('hands a right first step of an account with two-step sign-in to its second step', () => {
    // the second step reads the challenge, or the wait of a paused second step, from the answer
    const needed = failure(10064, { challenge: 'c'.repeat(43), methods: ['totp', 'recovery'] });
    expect(interpretLoginError(needed, t)).toEqual({ kind: 'secondStep', answer: needed });
    const paused = failure(10065, { lockedSeconds: 200 });
    expect(interpretLoginError(paused, t)).toEqual({ kind: 'secondStep', answer: paused });
  });

  it('shows other codes as a notice unless the general handling spoke already', () => {
    expect(interpretLoginError(failure(10999), t)).toEqual({
      kind: 'notice',
      tone: 'error',
      text: 'text 10999',
    });
    expect(interpretLoginError(failure(-1, null, true), t)).toEqual({ kind: 'handled' });
    expect(interpretLoginError(new Error('boom'), t)).toMatchObject({ kind: 'notice' });
  });
});
