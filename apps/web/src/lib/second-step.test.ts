import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  cleanCode,
  codeProblem,
  isRecoveryCode,
  isTotpCode,
  lockedMinutes,
  secondStepFailure,
  secondStepStart,
} from './second-step';

const refusal = (code: number, data: unknown = null, handled = false) =>
  new ApiError(code, '', data, `text ${code}`, 200, handled);

describe('second-step codes', () => {
  it('takes the 6 digits of the app, spaces between the groups dropped', () => {
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('takes a recovery code with or without its dash, in either case', () => {
    expect(isRecoveryCode('abcde-fghjk')).toBe(true);
    expect(isRecoveryCode('ABCDEFGHJK')).toBe(true);
    expect(isRecoveryCode('abcd-efghjk')).toBe(false);
    expect(isRecoveryCode('abcde_fghjk')).toBe(false);
    expect(isRecoveryCode('123456')).toBe(false);
  });

  it('says why a typed code does not fit the kinds a field takes', () => {
    expect(codeProblem('  ', ['totp'])).toBe('empty');
    expect(codeProblem('123 456', ['totp'])).toBeNull();
    expect(codeProblem('abcde-fghjk', ['totp'])).toBe('format');
    expect(codeProblem('abcde fghjk', ['recovery'])).toBeNull();
    expect(codeProblem('123456', ['recovery'])).toBe('format');
    expect(codeProblem('123456', ['totp', 'recovery'])).toBeNull();
    expect(codeProblem('abcde-fghjk', ['totp', 'recovery'])).toBeNull();
    expect(codeProblem('12345', ['totp', 'recovery'])).toBe('format');
  });

  it('rounds a wait up to whole minutes, at least one', () => {
    expect(lockedMinutes(300)).toBe(5);
    expect(lockedMinutes(241)).toBe(5);
    expect(lockedMinutes(240)).toBe(4);
    expect(lockedMinutes(1)).toBe(1);
    expect(lockedMinutes(0)).toBe(1);
  });
});

describe('secondStepStart', () => {
  it('starts with the challenge of a sign-in that needs its second step', () => {
    const challenge = 'c'.repeat(43);
    expect(secondStepStart(refusal(10064, { challenge, methods: ['totp', 'recovery'] }))).toEqual({
      challenge,
    });
  });

  it('starts paused, with the wait, when wrong codes paused the second step', () => {
    expect(secondStepStart(refusal(10065, { lockedSeconds: 200 }))).toEqual({ lockedSeconds: 200 });
    expect(secondStepStart(refusal(10065))).toEqual({ lockedSeconds: 300 });
  });
});

describe('secondStepFailure', () => {
  it('reads the tries left of a wrong code, and none where the call counts none', () => {
    expect(secondStepFailure(refusal(10066, { remainCount: 3 }))).toEqual({
      kind: 'wrong',
      remain: 3,
    });
    expect(secondStepFailure(refusal(10066))).toEqual({ kind: 'wrong', remain: null });
  });

  it('reads the wait of a lock, five minutes when the answer names none', () => {
    expect(secondStepFailure(refusal(10065, { lockedSeconds: 170 }))).toEqual({
      kind: 'locked',
      seconds: 170,
    });
    expect(secondStepFailure(refusal(10065))).toEqual({ kind: 'locked', seconds: 300 });
  });

  it('sends an expired sign-in back, and tells a changed state with its text', () => {
    expect(secondStepFailure(refusal(10067))).toEqual({ kind: 'expired' });
    expect(secondStepFailure(refusal(10068))).toEqual({ kind: 'changed', text: 'text 10068' });
  });

  it('shows other refusals once: not again when the general handling spoke', () => {
    expect(secondStepFailure(refusal(10999))).toEqual({ kind: 'other', text: 'text 10999' });
    expect(secondStepFailure(refusal(-1, null, true))).toEqual({ kind: 'handled' });
    expect(secondStepFailure(new Error('boom'))).toEqual({ kind: 'other', text: null });
  });
});
