import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAnswer } from '@vrportal/contract';
import type { ApiError } from '@/lib/api-client';
import {
  cleanCode,
  lockedMinutes,
  secondStepFailure,
  secondStepMethods,
  secondStepStart,
  type SecondStepCodeKind,
} from '@/lib/second-step';
import { passkeyProblemText } from '@/lib/passkey';
import { useSecurityText } from '@/lib/security-text';
import { SecondStepCodeField } from '@/components/SecondStepCodeField';
import { usePasskeyVerify } from '../api/passkey-verify';
import { useTwoStepVerify } from '../api/two-step-verify';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { PanelForm, SubmitButton } from './PanelForm';
import { PanelHeading } from './PanelHeading';
import { PanelLink } from './PanelLinks';

/** What the first step shows when the second sends the visitor back to it. */
export interface FirstStepNotice {
  tone: 'warning' | 'error';
  text: string;
}

/**
 * The second step of a sign-in of an account with two-step sign-in (the sign-in answered
 * 10064): a code of the authenticator app, or a recovery code, then twoStepVerify; or a passkey
 * when the account has one (only that for an account without the app). The answer completes the
 * sign-in as the first step's answer would have. Loaded only when a sign-in needs it, with its
 * texts (the security namespace).
 */
export function SecondStepPanel({
  answer,
  account,
  redirect,
  onBack,
}: {
  /** the sign-in's answer that asked for the second step (10064), or said it is paused (10065) */
  answer: ApiError;
  /** the account as typed in the first step */
  account: string;
  redirect: string | null;
  /** back to the first step, with what to tell there (a sign-in that timed out) */
  onBack: (notice: FirstStepNotice | null) => void;
}) {
  const text = useSecurityText();
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

  return (
    <div className="second-step">
      <PanelHeading
        title={text('secondStep.title')}
        subtitle={
          lockedSeconds === null
            ? text(
                passkeyOnly
                  ? 'passkey.subtitle'
                  : recovery
                    ? 'secondStep.subtitleRecovery'
                    : 'secondStep.subtitle',
                { account },
              )
            : undefined
        }
      />
      {notice ? (
        <Alert
          className="panel-alert"
          type="error"
          showIcon
          title={notice}
          closable={{ onClose: () => setNotice(null) }}
        />
      ) : null}
      {lockedSeconds !== null ? (
        <>
          <Alert
            className="panel-alert"
            type="error"
            showIcon
            title={text('secondStep.locked', { minutes: lockedMinutes(lockedSeconds) })}
          />
          <Button type="primary" size="large" block onClick={() => onBack(null)}>
            {text('secondStep.back')}
          </Button>
        </>
      ) : (
        <>
          {withPasskey ? (
            <Button
              type={passkeyOnly ? 'primary' : 'default'}
              size="large"
              block
              className="second-step__passkey"
              loading={submitting && passkey.isPending}
              disabled={submitting && !passkey.isPending}
              onClick={signWithPasskey}
            >
              {text('passkey.use')}
            </Button>
          ) : null}
          {passkeyOnly ? null : (
            <>
              <PanelForm form={form} name="second-step" onFinish={submit}>
                <SecondStepCodeField kind={kind} text={text} size="large" />
                <SubmitButton loading={submitting && verify.isPending}>
                  {text('secondStep.submit')}
                </SubmitButton>
              </PanelForm>
              <Button
                type="link"
                className="panel-links__button login-mode-switch"
                onClick={switchKind}
              >
                {text(recovery ? 'secondStep.useApp' : 'secondStep.useRecovery')}
              </Button>
            </>
          )}
          <div className="panel-links">
            <PanelLink onClick={() => onBack(null)}>{text('secondStep.back')}</PanelLink>
          </div>
        </>
      )}
    </div>
  );
}
