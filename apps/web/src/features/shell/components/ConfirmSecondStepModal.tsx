import { App as AntdApp, Alert, Button, Form, Modal, theme } from 'antd';
import { useState } from 'react';
import {
  cleanCode,
  lockedMinutes,
  secondStepFailure,
  type SecondStepCodeKind,
} from '@/lib/second-step';
import { useSecurityText } from '@/lib/security-text';
import { SecondStepCodeField } from '@/components/SecondStepCodeField';
import { passkeyProblemText } from '@/lib/passkey';
import { usePasskeyConfirm } from '../api/passkey-confirm';
import { useTwoStepConfirm } from '../api/two-step-confirm';
import '../two-step.css';

/**
 * The code of the authenticator app (or a recovery code), or a passkey when the account has one,
 * for one challenge; a wrong code says the tries left under the field, too many leave only Close.
 */
function ConfirmForm({
  challenge,
  methods,
  onDone,
}: {
  challenge: string;
  methods: readonly string[];
  onDone: (passed: boolean) => void;
}) {
  const text = useSecurityText();
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const [kind, setKind] = useState<SecondStepCodeKind>('totp');
  const [lockedSeconds, setLockedSeconds] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useTwoStepConfirm();
  const passkey = usePasskeyConfirm();
  const recovery = kind === 'recovery';
  const withPasskey = methods.includes('passkey');
  const passkeyOnly = withPasskey && !methods.includes('totp');

  const submit = async (values: { code: string } | null) => {
    setProblem(null);
    try {
      if (values) await confirm.mutateAsync({ challenge, code: cleanCode(values.code) });
      else await passkey.mutateAsync(challenge);
      onDone(true);
    } catch (error) {
      const failure = secondStepFailure(error);
      const browserProblem = passkeyProblemText(error, text);
      if (browserProblem) setProblem(browserProblem);
      else if (failure.kind === 'wrong' && !values) {
        setProblem(
          failure.remain === null
            ? text('passkey.wrongAlone')
            : text('passkey.wrong', { count: failure.remain }),
        );
      } else if (failure.kind === 'wrong') {
        const wrong =
          failure.remain === null
            ? text('wrongCode')
            : text('secondStep.wrong', { count: failure.remain });
        form.setFields([{ name: 'code', errors: [wrong] }]);
      } else if (failure.kind === 'locked') setLockedSeconds(failure.seconds);
      else if (failure.kind === 'expired') {
        // nothing changed: the change itself can be made again, and asks again
        void message.warning(text('confirm.expired'));
        onDone(false);
      } else if (failure.kind === 'changed') setProblem(failure.text);
      else if (failure.kind === 'other') setProblem(failure.text ?? text('secondStep.failed'));
    }
  };

  const switchKind = () => {
    setKind(recovery ? 'totp' : 'recovery');
    setProblem(null);
    form.resetFields();
  };

  if (lockedSeconds !== null) {
    return (
      <>
        <Alert
          type="error"
          showIcon
          title={text('confirm.locked', { minutes: lockedMinutes(lockedSeconds) })}
        />
        <div className="two-step__actions">
          <Button type="primary" autoFocus onClick={() => onDone(false)}>
            {text('confirm.close')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Form
      form={form}
      name="confirm-second-step"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void submit(values)}
    >
      <p className="muted">
        {text(
          passkeyOnly
            ? 'passkey.confirmIntro'
            : recovery
              ? 'confirm.introRecovery'
              : 'confirm.intro',
        )}
      </p>
      {withPasskey ? (
        <Button
          block
          type={passkeyOnly ? 'primary' : 'default'}
          className="two-step__passkey"
          loading={passkey.isPending}
          onClick={() => void submit(null)}
        >
          {text('passkey.use')}
        </Button>
      ) : null}
      {passkeyOnly ? null : (
        <>
          <SecondStepCodeField kind={kind} text={text} className="two-step__code" />
          <Button type="link" className="two-step__switch" onClick={switchKind}>
            {text(recovery ? 'secondStep.useApp' : 'secondStep.useRecovery')}
          </Button>
        </>
      )}
      {problem ? (
        <Alert className="two-step__problem" type="error" showIcon title={problem} />
      ) : null}
      <div className="two-step__actions">
        <Button onClick={() => onDone(false)}>{text('confirm.cancel')}</Button>
        {passkeyOnly ? null : (
          <Button type="primary" htmlType="submit" loading={confirm.isPending}>
            {text('confirm.submit')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/**
 * Asks a member with two-step sign-in for its second step again before a sensitive change
 * (the call answered 10070): the change goes through once it is passed, and not when cancelled.
 */
export function ConfirmSecondStepModal({
  open,
  challenge,
  methods,
  onDone,
}: {
  open: boolean;
  /** the challenge of the 10070 answer */
  challenge: string;
  /** the ways it may be passed (totp, recovery, passkey) */
  methods: readonly string[];
  /** true: passed, the change is sent again; false: cancelled, closed or timed out */
  onDone: (passed: boolean) => void;
}) {
  const text = useSecurityText();
  const { token } = theme.useToken();
  return (
    <Modal
      open={open}
      title={text('confirm.title')}
      onCancel={() => onDone(false)}
      footer={null}
      width={440}
      centered
      // above the window of the change that asked (antd puts confirmations at base + 1000), below
      // the toasts (base + 1010)
      zIndex={token.zIndexPopupBase + 1001}
      destroyOnHidden
      // a click beside the window does not drop the change the member asked for
      mask={{ closable: false }}
    >
      <ConfirmForm key={challenge} challenge={challenge} methods={methods} onDone={onDone} />
    </Modal>
  );
}
