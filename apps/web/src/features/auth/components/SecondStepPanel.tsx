import { Alert, Button } from 'antd';
import type { ApiError } from '@/lib/api-client';
import { lockedMinutes } from '@/lib/second-step';
import { useSecurityText } from '@/lib/security-text';
import { SecondStepCodeField } from '@/components/SecondStepCodeField';
import { useSecondStep, type FirstStepNotice } from '../hooks/use-second-step';
import { PanelForm, SubmitButton } from './PanelForm';
import { PanelHeading } from './PanelHeading';
import { PanelLink } from './PanelLinks';

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
  const {
    form,
    kind,
    lockedSeconds,
    notice,
    setNotice,
    submitting,
    verifyPending,
    passkeyPending,
    recovery,
    withPasskey,
    passkeyOnly,
    submit,
    signWithPasskey,
    switchKind,
  } = useSecondStep({ answer, account, redirect, onBack, text });

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
              loading={submitting && passkeyPending}
              disabled={submitting && !passkeyPending}
              onClick={signWithPasskey}
            >
              {text('passkey.use')}
            </Button>
          ) : null}
          {passkeyOnly ? null : (
            <>
              <PanelForm form={form} name="second-step" onFinish={submit}>
                <SecondStepCodeField kind={kind} text={text} size="large" />
                <SubmitButton loading={submitting && verifyPending}>
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
