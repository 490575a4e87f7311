// The second step of a sign-in: the code or passkey it checks, and what a failure tells.
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAnswer } from '@vrportal/contract';
import type { ApiError } from '@/lib/api-client';
import {
  cleanCode,
  secondStepFailure,
  secondStepMethods,
  secondStepStart,
  type SecondStepCodeKind,
} from '@/lib/second-step';
import { passkeyProblemText } from '@/lib/passkey';
import type { SecurityText } from '@/lib/security-text';
import { usePasskeyVerify } from '../api/passkey-verify';
import { useTwoStepVerify } from '../api/two-step-verify';
import { useCompleteSignIn } from './use-complete-sign-in';

/** What the first step shows when the second sends the visitor back to it. */
export interface FirstStepNotice {
  tone: 'warning' | 'error';
  text: string;
}

export function useSecondStep({
  answer,
  account,
  redirect,
  onBack,
  text,
}: {
  answer: ApiError;
  account: string;
  redirect: string | null;
  onBack: (notice: FirstStepNotice | null) => void;
  text: SecurityText;
}) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ code: string }>();
  const [step] = useState(() => secondStepStart(answer));
  const [kind, setKind] = useState<SecondStepCodeKind>('totp');
  const [lockedSeconds, setLockedSeconds] = useState<number | null>(
    'lockedSeconds' in step ? step.lockedSeconds : null,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const verify = useTwoStepVerify();
  const passkey = usePasskeyVerify();
  const completeSignIn = useCompleteSignIn();
  const recovery = kind === 'recovery';
  const [methods] = useState(() => secondStepMethods(answer));
  const withPasskey = methods.includes('passkey');
  const passkeyOnly = withPasskey && !methods.includes('totp');

  const fail = (error: unknown, byPasskey: boolean) => {
    const problem = passkeyProblemText(error, text);
    if (problem) return setNotice(problem);
    const failure = secondStepFailure(error);
    if (failure.kind === 'wrong') {
      if (byPasskey) {
        setNotice(
          failure.remain === null
            ? text('passkey.wrongAlone')
            : text('passkey.wrong', { count: failure.remain }),
        );
        return;
      }
      const wrong =
        failure.remain === null
          ? text('wrongCode')
          : text('secondStep.wrong', { count: failure.remain });
      form.setFields([{ name: 'code', errors: [wrong] }]);
    } else if (failure.kind === 'locked') setLockedSeconds(failure.seconds);
    else if (failure.kind === 'expired') {
      onBack({ tone: 'warning', text: text('secondStep.expired') });
    } else if (failure.kind === 'changed') setNotice(failure.text);
    else if (failure.kind === 'other') setNotice(failure.text ?? text('secondStep.failed'));
  };

  const finish = async (signIn: () => Promise<LoginAnswer>, byPasskey: boolean) => {
    setSubmitting(true);
    setNotice(null);
    try {
      const outcome = await completeSignIn(await signIn(), account, redirect);
      if (outcome === 'underReview') onBack({ tone: 'warning', text: t('login.underReview') });
    } catch (error) {
      fail(error, byPasskey);
    } finally {
      setSubmitting(false);
    }
  };

  const submit = ({ code }: { code: string }) => {
    if (!('challenge' in step)) return;
    const body = { challenge: step.challenge, code: cleanCode(code) };
    void finish(() => verify.mutateAsync(body), false);
  };

  const signWithPasskey = () => {
    if (!('challenge' in step)) return;
    const challenge = step.challenge;
    void finish(() => passkey.mutateAsync(challenge), true);
  };

  const switchKind = () => {
    setKind(recovery ? 'totp' : 'recovery');
    setNotice(null);
    form.resetFields();
  };

  return {
    form,
    kind,
    lockedSeconds,
    notice,
    setNotice,
    submitting,
    verifyPending: verify.isPending,
    passkeyPending: passkey.isPending,
    recovery,
    withPasskey,
    passkeyOnly,
    submit,
    signWithPasskey,
    switchKind,
  };
}
