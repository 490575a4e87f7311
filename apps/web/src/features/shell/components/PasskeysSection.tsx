import type { PasskeyItem } from '@vrportal/contract';
import { App as AntdApp, Alert, Button, Form, Input, List, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { createPasskey, passkeyProblemText, passkeysSupported } from '@/lib/passkey';
import { useSecurityText } from '@/lib/security-text';
import { formatTime } from '@/lib/time';
import { usePasskeyBegin, usePasskeyFinish, usePasskeyRemove } from '../api/passkeys';

function PasskeyRow({ passkey }: { passkey: PasskeyItem }) {
  const text = useSecurityText();
  const { message } = AntdApp.useApp();
  const remove = usePasskeyRemove();
  const removeIt = async () => {
    try {
      await remove.mutateAsync({ id: passkey.id });
      void message.success(text('passkey.removed'));
    } catch (error) {
      // a cancelled confirmation was told already
      if (!isApiError(error) || !error.handled) {
        void message.error(isApiError(error) ? error.message : text('passkey.failed'));
      }
    }
  };
  return (
    <List.Item
      actions={[
        <Popconfirm
          key="remove"
          title={text('passkey.removeConfirm', { name: passkey.name })}
          okText={text('passkey.remove')}
          cancelText={text('passkey.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => void removeIt()}
        >
          <Button size="small" danger loading={remove.isPending}>
            {text('passkey.remove')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={<span className="passkeys__name">{passkey.name}</span>}
        description={
          <>
            <div>{text('passkey.created', { time: formatTime(passkey.createdAt) })}</div>
            <div>
              {passkey.lastUsedAt
                ? text('passkey.lastUsed', { time: formatTime(passkey.lastUsedAt) })
                : text('passkey.neverUsed')}
            </div>
          </>
        }
      />
    </List.Item>
  );
}

/**
 * The account's passkeys in the two-step sign-in window: each with when it was added and last
 * used, removed after a confirmation; a new one named (or named after the browser) and made by
 * the browser. Adding or removing may ask for the second step again first.
 */
export function PasskeysSection({ passkeys }: { passkeys: PasskeyItem[] }) {
  const text = useSecurityText();
  const { message } = AntdApp.useApp();
  const begin = usePasskeyBegin();
  const finish = usePasskeyFinish();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const supported = passkeysSupported();

  const add = async () => {
    setProblem(null);
    setAdding(true);
    try {
      const response = await createPasskey(await begin.mutateAsync());
      const named = name.trim();
      await finish.mutateAsync({ response, ...(named ? { name: named } : {}) });
      setName('');
      void message.success(text('passkey.added'));
    } catch (error) {
      const browserProblem = passkeyProblemText(error, text);
      if (browserProblem) setProblem(browserProblem);
      else if (isApiError(error)) setProblem(error.handled ? null : error.message);
      else setProblem(text('passkey.failed'));
    } finally {
      setAdding(false);
    }
  };

  const addButton = (
    <Button
      type="primary"
      disabled={!supported}
      loading={adding}
      onClick={() => void add()}
      data-testid="passkey-add"
    >
      {text('passkey.add')}
    </Button>
  );

  return (
    <section className="passkeys" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title" className="passkeys__title">
        {text('passkey.title')}
      </h3>
      <p className="muted">{text('passkey.intro')}</p>
      {passkeys.length === 0 ? (
        <p className="muted">{text('passkey.none')}</p>
      ) : (
        <List
          aria-label={text('passkey.listLabel')}
          size="small"
          dataSource={passkeys}
          rowKey="id"
          renderItem={(passkey) => <PasskeyRow passkey={passkey} />}
        />
      )}
      <Form layout="vertical" requiredMark={false} className="passkeys__add">
        <Form.Item label={text('passkey.name')} htmlFor="passkey-name">
          <Input
            id="passkey-name"
            value={name}
            maxLength={64}
            disabled={!supported}
            placeholder={text('passkey.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void add()}
          />
        </Form.Item>
        {supported ? (
          addButton
        ) : (
          <>
            <Tooltip title={text('passkey.unsupportedTip')}>
              <span className="passkeys__disabled">{addButton}</span>
            </Tooltip>
            <p className="muted passkeys__why">{text('passkey.unsupportedTip')}</p>
          </>
        )}
      </Form>
      {problem ? (
        <Alert className="two-step__problem" type="error" showIcon title={problem} />
      ) : null}
    </section>
  );
}
