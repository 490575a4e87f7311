import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import {
  cleanCode,
  lockedMinutes,
  secondStepFailure,
  secondStepStart,
  type SecondStepCodeKind,
} from '@/lib/second-step';
import { useSecurityText } from '@/lib/security-text';
import { SecondStepCodeField } from '@/components/SecondStepCodeField';
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
 * 10064): a code of the authenticator app, or a recovery code, then twoStepVerify, whose answer
 * completes the sign-in as the first step's answer would have. Loaded only when a sign-in needs
 * it, with its texts (the security namespace).
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
  const completeSignIn = useCompleteSignIn();
  const recovery = kind === 'recovery';

  const submit = async ({ code }: { code: string }) => {
    if (!('challenge' in step)) return;
    setSubmitting(true);
    setNotice(null);
    try {
      const answer = await verify.mutateAsync({ challenge: step.challenge, code: cleanCode(code) });
      const outcome = await completeSignIn(answer, account, redirect);
      if (outcome === 'underReview') onBack({ tone: 'warning', text: t('login.underReview') });
    } catch (error) {
      const failure = secondStepFailure(error);
      if (failure.kind === 'wrong') {
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
    } finally {
      setSubmitting(false);
    }
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
            ? text(recovery ? 'secondStep.subtitleRecovery' : 'secondStep.subtitle', { account })
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
          <PanelForm form={form} name="second-step" onFinish={(values) => void submit(values)}>
            <SecondStepCodeField kind={kind} text={text} size="large" />
            <SubmitButton loading={submitting}>{text('secondStep.submit')}</SubmitButton>
          </PanelForm>
          <Button
            type="link"
            className="panel-links__button login-mode-switch"
            onClick={switchKind}
          >
            {text(recovery ? 'secondStep.useApp' : 'secondStep.useRecovery')}
          </Button>
          <div className="panel-links">
            <PanelLink onClick={() => onBack(null)}>{text('secondStep.back')}</PanelLink>
          </div>
        </>
      )}
    </div>
  );
}
