import { CopyOutlined } from '@ant-design/icons';
import { publishingPaths } from '@vrportal/contract';
import { Alert, Button, Input, Tooltip } from 'antd';
import { useCopy } from '../lib/copy';
import type { ApiKeysText } from '../lib/texts';

/** A command to paste, with its own copy button. */
function Command({
  text,
  label,
  onCopy,
  testId,
}: {
  text: string;
  label: string;
  onCopy: () => void;
  testId?: string;
}) {
  return (
    <div className="ak-code" data-testid={testId}>
      <pre className="ak-code__text">
        <code>{text}</code>
      </pre>
      <Tooltip title={label}>
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined />}
          aria-label={label}
          onClick={onCopy}
        />
      </Tooltip>
    </div>
  );
}

/**
 * The new key, shown this once: copied in one click, with the warning that it will not be shown
 * again and two commands to paste on the build server that prove it works.
 */
export function SecretView({
  secret,
  onDone,
  t,
}: {
  secret: string;
  onDone: () => void;
  t: ApiKeysText;
}) {
  const copy = useCopy(t);
  const origin = window.location.origin;
  // vrportal needs the portal's address as well as the key (docs/api/publishing.md)
  const cli = `VRPORTAL_SERVER=${origin} VRPORTAL_API_KEY=${secret} vrportal keys test`;
  const api = `curl -H "Authorization: Bearer ${secret}" ${origin}${publishingPaths.whoami}`;
  return (
    <div className="ak-secret">
      <Alert type="warning" showIcon title={t('secret.warning')} />
      <div className="ak-secret__row">
        <Input
          readOnly
          value={secret}
          aria-label={t('secret.keyLabel')}
          className="ak-secret__key"
          data-testid="new-key"
          onFocus={(event) => event.target.select()}
        />
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(secret)}>
          {t('secret.copy')}
        </Button>
      </div>
      <p className="ak-secret__label">{t('secret.example')}</p>
      <Command
        text={cli}
        label={t('secret.copyExample')}
        onCopy={() => void copy(cli)}
        testId="key-example"
      />
      <p className="ak-secret__label">{t('secret.exampleApi')}</p>
      <Command text={api} label={t('secret.copyApi')} onCopy={() => void copy(api)} />
      <div className="ak-dialog__actions">
        <Button type="primary" onClick={onDone}>
          {t('secret.done')}
        </Button>
      </div>
    </div>
  );
}
