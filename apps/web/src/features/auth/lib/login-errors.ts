import { ErrorCode, limits } from '@vrportal/contract';
import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '@/lib/api-client';
import type { Refusal } from '../components/LoginRefusedModal';

/** What a failed sign-in means for the form (spec section 8, "Login and account"). */
export type LoginFailure =
  /**
   * the password or SMS code was right and the account has two-step sign-in: the second step
   * reads its challenge (10064), or the wait while wrong codes paused it (10065), from the answer
   */
  | { kind: 'secondStep'; answer: ApiError }
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
    case ErrorCode.secondStepNeeded:
    case ErrorCode.secondStepLocked:
      return { kind: 'secondStep', answer: error };
    case ErrorCode.developerUnderReview:
      return { kind: 'notice', tone: 'warning', text: t('login.underReview') };
    default:
      return error.handled
        ? { kind: 'handled' }
        : { kind: 'notice', tone: 'error', text: error.message };
  }
}
