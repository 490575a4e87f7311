import {
  isEmail,
  isMobile,
  isSmsCode,
  passwordProblem,
  PASSWORD_SYMBOLS,
} from '@vrportal/contract';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A check returns the message to show, or null when the value is fine. */
export type Check = (value: string) => string | null;

/** The account-form checks of spec section 5, built on the contract's rules. */
export function makeChecks(t: TFunction<'auth'>) {
  const account: Check = (value) => {
    if (!value) return t('validation.accountRequired');
    return isMobile(value) || isEmail(value) ? null : t('validation.accountFormat');
  };
  const email: Check = (value) => {
    if (!value) return t('validation.emailRequired');
    return isEmail(value) ? null : t('validation.emailFormat');
  };
  const mobile: Check = (value) => {
    if (!value) return t('validation.mobileRequired');
    return isMobile(value) ? null : t('validation.mobileFormat');
  };
  const smsCode: Check = (value) => {
    if (!value) return t('validation.codeRequired');
    return isSmsCode(value) ? null : t('validation.codeFormat');
  };
  /** At sign-in only presence is checked: older passwords may predate the current rule. */
  const loginPassword: Check = (value) => (value ? null : t('validation.passwordRequired'));
  const newPassword: Check = (value) => {
    switch (passwordProblem(value)) {
      case 'empty':
        return t('validation.passwordEmpty');
      case 'length':
        return t('validation.passwordLength');
      case 'chars':
        return t('validation.passwordChars', { symbols: PASSWORD_SYMBOLS });
      case 'classes':
        return t('validation.passwordClasses');
      default:
        return null;
    }
  };
  const confirm =
    (password: string): Check =>
    (value) => {
      if (!value) return t('validation.confirmRequired');
      return value === password ? null : t('validation.confirmMismatch');
    };
  return { account, email, mobile, smsCode, loginPassword, newPassword, confirm };
}

export function useChecks() {
  const { t } = useTranslation('auth');
  return useMemo(() => makeChecks(t), [t]);
}

/** An antd Form rule running a check. */
export function rule(check: Check): RuleObject {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/** True when every check passes on the current values (drives the submit buttons). */
export function allPass(pairs: [Check, string | undefined][]): boolean {
  return pairs.every(([check, value]) => check(value ?? '') === null);
}
