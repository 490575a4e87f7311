import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import type { accountCalls, CallAnswer } from '@vrportal/contract';
import {
  App as AntdApp,
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { saveBlob } from '@/lib/download';
import {
  cleanCode,
  codeProblem,
  secondStepFailure,
  type SecondStepCodeKind,
} from '@/lib/second-step';
import { useSecurityText, type SecurityKey, type SecurityText } from '@/lib/security-text';
import { useSession } from '@/lib/session';
import { useTotpBegin, useTotpConfirm, useTotpDisable, useTwoStepStatus } from '../api/two-step';
import { groupedKey, recoveryCodesForClipboard, recoveryCodesText } from '../lib/recovery-codes';
import { PasskeysSection } from './PasskeysSection';
import '../two-step.css';

type Enrolment = CallAnswer<typeof accountCalls.totpBegin>;

type View =
  | { name: 'status' }
  | { name: 'setup'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[] }
  | { name: 'off' };

/** A few recovery codes left: time to make new ones. */
const FEW_RECOVERY_CODES = 3;

/** The text to show for a refusal the form does not place under its field, or null. */
function problemText(error: unknown, text: SecurityText): string | null {
  const failure = secondStepFailure(error);
  if (failure.kind === 'changed') return failure.text;
  if (failure.kind === 'other') return failure.text ?? text('twoStep.failed');
  return null;
}

function Problem({ text }: { text: string | null }) {
  return text ? <Alert className="two-step__problem" type="error" showIcon title={text} /> : null;
}

/** One code field of the window, checked as the server takes it. */
function CodeField({
  kinds,
  label,
  placeholder,
  required,
  format,
}: {
  kinds: readonly SecondStepCodeKind[];
  label: SecurityKey;
  placeholder: SecurityKey;
  required: SecurityKey;
  format: SecurityKey;
}) {
  const text = useSecurityText();
  const appOnly = !kinds.includes('recovery');
  return (
    <Form.Item
      name="code"
      label={text(label)}
      rules={[
        {
          validator: (_, value: string | undefined) => {
            const problem = codeProblem(value ?? '', kinds);
            if (problem === null) return Promise.resolve();
            return Promise.reject(new Error(text(problem === 'empty' ? required : format)));
          },
        },
      ]}
    >
      <Input
        className="two-step__code"
        autoFocus
        autoComplete={appOnly ? 'one-time-code' : 'off'}
        inputMode={appOnly ? 'numeric' : 'text'}
        spellCheck={false}
        maxLength={appOnly ? 7 : 13}
        placeholder={text(placeholder)}
      />
    </Form.Item>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="two-step__actions">{children}</div>;
}

/** Whether two-step sign-in is on, and the way to turn it on or off. */
function StatusView({
  onTurnOn,
  onTurnOff,
  onClose,
}: {
  onTurnOn: (enrolment: Enrolment) => void;
  onTurnOff: () => void;
  onClose: () => void;
}) {
  const text = useSecurityText();
  const status = useTwoStepStatus(true);
  const begin = useTotpBegin();
  const [problem, setProblem] = useState<string | null>(null);

  const turnOn = async () => {
    setProblem(null);
    try {
      onTurnOn(await begin.mutateAsync());
    } catch (error) {
      setProblem(problemText(error, text));
      void status.refetch();
    }
  };

  if (status.isError) return <Alert type="error" showIcon title={text('twoStep.loadFailed')} />;
  if (!status.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { totp, recoveryLeft, passkeys } = status.data;
  return (
    <>
      <p className="muted">{text('twoStep.intro')}</p>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'status',
            label: text('twoStep.status'),
            children: totp ? (
              <Tag color="success">{text('twoStep.on')}</Tag>
            ) : (
              <Tag>{text('twoStep.off')}</Tag>
            ),
          },
          ...(totp
            ? [{ key: 'recovery', label: text('twoStep.recoveryLeft'), children: recoveryLeft }]
            : []),
        ]}
      />
      {totp && recoveryLeft <= FEW_RECOVERY_CODES ? (
        <Alert
          className="two-step__problem"
          type="warning"
          showIcon
          title={text('twoStep.recoveryLow')}
        />
      ) : null}
      <Problem text={problem} />
      <Actions>
        <Button onClick={onClose}>{text('twoStep.close')}</Button>
        {totp ? (
          <Button danger onClick={onTurnOff}>
            {text('twoStep.turnOff')}
          </Button>
        ) : (
          <Button type="primary" loading={begin.isPending} onClick={() => void turnOn()}>
            {text('twoStep.turnOn')}
          </Button>
        )}
      </Actions>
      <PasskeysSection passkeys={passkeys} />
    </>
  );
}

/** Turning on: the QR code and key for the app, then a code of the app confirms it. */
function SetupView({
  enrolment,
  onBack,
  onDone,
}: {
  enrolment: Enrolment;
  onBack: () => void;
  onDone: (codes: string[]) => void;
}) {
  const text = useSecurityText();
  const [form] = Form.useForm<{ code: string }>();
  const confirm = useTotpConfirm();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ code }: { code: string }) => {
    setProblem(null);
    try {
      onDone((await confirm.mutateAsync({ code: cleanCode(code) })).recoveryCodes);
    } catch (error) {
      if (secondStepFailure(error).kind === 'wrong') {
        form.setFields([{ name: 'code', errors: [text('twoStep.wrongCode')] }]);
      } else setProblem(problemText(error, text));
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <ol className="two-step__steps">
        <li>
          <p>{text('twoStep.scan')}</p>
          <img
            className="two-step__qr"
            src={enrolment.qr}
            alt={text('twoStep.qrAlt')}
            width={176}
            height={176}
          />
          <p className="two-step__manual">{text('twoStep.manual')}</p>
          <Typography.Text
            className="two-step__key"
            code
            copyable={{ text: enrolment.secret }}
            data-testid="totp-key"
          >
            {groupedKey(enrolment.secret)}
          </Typography.Text>
        </li>
        <li>
          <p>{text('twoStep.enterCode')}</p>
          <CodeField
            kinds={['totp']}
            label="twoStep.code"
            placeholder="twoStep.codePlaceholder"
            required="twoStep.codeRequired"
            format="twoStep.codeFormat"
          />
        </li>
      </ol>
      <Problem text={problem} />
      <Actions>
        <Button onClick={onBack}>{text('twoStep.back')}</Button>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {text('twoStep.confirm')}
        </Button>
      </Actions>
    </Form>
  );
}

/** The ten recovery codes, shown once: copy them, download them, and say they are kept. */
function CodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = useSecurityText();
  const { account } = useSession();
  const { message } = AntdApp.useApp();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesForClipboard(codes));
      void message.success(text('twoStep.copied'));
    } catch {
      void message.warning(text('twoStep.copyFailed'));
    }
  };
  const download = () => {
    const heading = [
      text('twoStep.fileTitle', { account: account ?? '' }),
      text('twoStep.fileNote'),
    ];
    const file = new Blob([recoveryCodesText(heading, codes)], {
      type: 'text/plain;charset=utf-8',
    });
    saveBlob(file, text('twoStep.fileName'));
  };

  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={text('twoStep.codesTitle')}
        description={text('twoStep.codesNote')}
      />
      <ol className="two-step__codes" aria-label={text('twoStep.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-step__keep">
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {text('twoStep.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {text('twoStep.download')}
        </Button>
      </div>
      <Actions>
        <Button type="primary" onClick={onDone}>
          {text('twoStep.saved')}
        </Button>
      </Actions>
    </>
  );
}

/** Turning off: a code of the app or a recovery code. */
function OffView({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const text = useSecurityText();
  const [form] = Form.useForm<{ code: string }>();
  const disable = useTotpDisable();
  const { message } = AntdApp.useApp();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async ({ code }: { code: string }) => {
    setProblem(null);
    try {
      await disable.mutateAsync({ code: cleanCode(code) });
      void message.success(text('twoStep.turnedOff'));
      onDone();
    } catch (error) {
      if (secondStepFailure(error).kind === 'wrong') {
        form.setFields([{ name: 'code', errors: [text('wrongCode')] }]);
      } else setProblem(problemText(error, text));
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <p className="muted">{text('twoStep.offIntro')}</p>
      <CodeField
        kinds={['totp', 'recovery']}
        label="twoStep.offCode"
        placeholder="twoStep.offCodePlaceholder"
        required="twoStep.offCodeRequired"
        format="twoStep.offCodeFormat"
      />
      <Problem text={problem} />
      <Actions>
        <Button onClick={onBack}>{text('twoStep.back')}</Button>
        <Button danger type="primary" htmlType="submit" loading={disable.isPending}>
          {text('twoStep.turnOff')}
        </Button>
      </Actions>
    </Form>
  );
}

/**
 * Two-step sign-in, opened from the user menu: its status; turning it on with an authenticator
 * app (QR code or key, a code of the app, then the ten recovery codes, shown once); turning it
 * off with a code.
 */
export function TwoStepModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useSecurityText();
  const [view, setView] = useState<View>({ name: 'status' });
  const toStatus = () => setView({ name: 'status' });

  let body: ReactNode;
  switch (view.name) {
    case 'setup':
      body = (
        <SetupView
          enrolment={view.enrolment}
          onBack={toStatus}
          onDone={(codes) => setView({ name: 'codes', codes })}
        />
      );
      break;
    case 'codes':
      body = <CodesView codes={view.codes} onDone={onClose} />;
      break;
    case 'off':
      body = <OffView onBack={toStatus} onDone={toStatus} />;
      break;
    default:
      body = (
        <StatusView
          onTurnOn={(enrolment) => setView({ name: 'setup', enrolment })}
          onTurnOff={() => setView({ name: 'off' })}
          onClose={onClose}
        />
      );
  }

  return (
    <Modal
      open={open}
      title={text(view.name === 'off' ? 'twoStep.offTitle' : 'twoStep.title')}
      onCancel={onClose}
      afterClose={toStatus}
      footer={null}
      width={520}
      centered
      destroyOnHidden
      // the recovery codes are shown once: a click beside the window does not lose them
      mask={{ closable: view.name !== 'codes' }}
    >
      {body}
    </Modal>
  );
}
