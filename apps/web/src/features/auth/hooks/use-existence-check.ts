import { AccountExistsStatus, isEmail, isMobile } from '@vrportal/contract';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateUser } from '../api/validate-user';

/**
 * Asks the server on blur whether the typed account exists (validateUser). At sign-in an unknown
 * account is flagged ("not registered"), at registration a known one ("already registered").
 * The flagged value keeps the field invalid until it changes.
 */
export function useExistenceCheck(form: FormInstance, field: string, want: 'registered' | 'free') {
  const { t } = useTranslation('auth');
  const [flagged, setFlaggedState] = useState<string | null>(null);
  // the form may validate with rules captured before a re-render: the rule reads this ref
  const flaggedRef = useRef<string | null>(null);
  const setFlagged = useCallback((value: string | null) => {
    flaggedRef.current = value;
    setFlaggedState(value);
  }, []);
  const { mutateAsync } = useValidateUser();
  const message =
    want === 'registered' ? t('validation.notRegistered') : t('validation.alreadyRegistered');

  const onBlur = useCallback(async () => {
    const value = String(form.getFieldValue(field) ?? '').trim();
    const body = isMobile(value) ? { mobile: value } : isEmail(value) ? { email: value } : null;
    if (!body) return;
    try {
      const { status } = await mutateAsync(body);
      if (String(form.getFieldValue(field) ?? '').trim() !== value) return;
      const exists = status === AccountExistsStatus.exists;
      if ((want === 'registered' && !exists) || (want === 'free' && exists)) {
        setFlagged(value);
        form.setFields([{ name: field, errors: [message] }]);
      } else {
        setFlagged(null);
      }
    } catch {
      // advisory only: the submit answer tells the same
    }
  }, [form, field, want, message, mutateAsync, setFlagged]);

  /** Flags a value after the server answered the submit (e.g. 10001 or 10012). */
  const flag = useCallback(
    (value: string) => {
      setFlagged(value.trim());
      form.setFields([{ name: field, errors: [message] }]);
    },
    [form, field, message, setFlagged],
  );

  const rule = useMemo<Rule>(
    () => ({
      validator: (_rule, value: unknown) =>
        flaggedRef.current !== null && String(value ?? '').trim() === flaggedRef.current
          ? Promise.reject(new Error(message))
          : Promise.resolve(),
    }),
    [message],
  );

  const isFlagged = (value: string | undefined) =>
    flagged !== null && (value ?? '').trim() === flagged;

  return { onBlur, flag, rule, isFlagged };
}
