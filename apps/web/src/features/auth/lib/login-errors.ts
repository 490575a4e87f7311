import { ErrorCode, limits, type SecondStepNeeded } from '@vrportal/contract';
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client';
import type { Refusal } from '../components/LoginRefusedModal';

/**
 * A sign-in whose password or SMS code was right and that waits for its second step: the
 * challenge to answer, or the wait while wrong codes locked the second step (10065).
 */
export type SecondStepStart = { challenge: string } | { lockedSeconds: number };

/** What a failed sign-in means for the form (spec section 8, "Login and account"). */
export type LoginFailure =
  | { kind: 'secondStep'; step: SecondStepStart }
  | { kind: 'notRegistered' }
  | { kind: 'wrongPassword'; remain: number }
  | { kind: 'wrongCode' }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'notice'; tone: 'warning' | 'error'; text: string }
  | { kind: 'handled' };

export function interpretLoginError(error: unknown, t: TFunction<'auth'>): LoginFailure {
  if (!isApiError(error)) return { kind: 'notice', tone: 'error', text: t('login.failed') };
  switch (error.errCode) {
    case ErrorCode.notRegistered:
      return { kind: 'notRegistered' };
    case ErrorCode.wrongPassword: {
      const data = (error.data ?? {}) as { remainCount?: number; lockedSeconds?: number };
      const remain = data.remainCount ?? 1;
      if (remain <= 0) {
        const seconds = data.lockedSeconds ?? 0;
        const minutes = seconds > 0 ? Math.ceil(seconds / 60) : limits.lockMinutes;
        return { kind: 'refused', refusal: { kind: 'locked', minutes } };
      }
      return { kind: 'wrongPassword', remain };
    }
    case ErrorCode.accountBlocked:
      return { kind: 'refused', refusal: { kind: 'blocked' } };
    case ErrorCode.wrongCode:
      return { kind: 'wrongCode' };
    case ErrorCode.secondStepNeeded: {
      const { challenge } = (error.data ?? {}) as Partial<SecondStepNeeded>;
      if (challenge) return { kind: 'secondStep', step: { challenge } };
      break;
    }
    case ErrorCode.secondStepLocked: {
      const { lockedSeconds } = (error.data ?? {}) as { lockedSeconds?: number };
      return {
        kind: 'secondStep',
        step: { lockedSeconds: lockedSeconds ?? limits.lockMinutes * 60 },
      };
    }
    case ErrorCode.developerUnderReview:
      return { kind: 'notice', tone: 'warning', text: t('login.underReview') };
  }
  return error.handled
    ? { kind: 'handled' }
    : { kind: 'notice', tone: 'error', text: error.message };
}
