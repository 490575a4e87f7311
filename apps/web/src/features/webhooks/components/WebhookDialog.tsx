import { webhookEventTypes, webhookLimits } from '@vrportal/contract';
import type { Webhook, WebhookEventType } from '@vrportal/contract';
import { Alert, App as AntdApp, Button, Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useSaveWebhook } from '../api/webhook-save';
import { failureText } from '../lib/failure';
import type { WebhooksText } from '../lib/texts';
import { eventDescription, eventName } from '../lib/texts';

/** An address as the field shows its form: the same in every language. */
const EXAMPLE_URL = 'https://hooks.example.com/vrportal';

interface Values {
  url: string;
  events: WebhookEventType[];
  on: boolean;
}

/**
 * Adds an endpoint or changes one: its address, the events it hears of (each with what it
 * means) and whether it is on. A new endpoint's secret goes to `onSecret`, shown once; a refused
 * address shows the error catalogue's text (private address, unknown host...).
 */
export function WebhookDialog({
  open,
  editing,
  onClose,
  onSecret,
  t,
}: {
  open: boolean;
  /** the endpoint to change; null: a new one */
  editing: Webhook | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
  t: WebhooksText;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveWebhook();
  const { message } = AntdApp.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    save.reset();
    onClose();
  };

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      const answer = await save.mutateAsync({
        ...(editing ? { id: editing.id } : {}),
        url: values.url.trim(),
        events: values.events,
        on: values.on,
      });
      void message.success(t(editing ? 'dialog.saved' : 'dialog.added'));
      close();
      if (answer.secret) onSecret(answer.secret);
    } catch (error) {
      setFailure(failureText(error, t));
    }
  };

  const urlRule = {
    validator: (_: unknown, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text) return Promise.reject(new Error(t('dialog.urlRequired')));
      return /^https?:\/\/[^\s/]+/i.test(text)
        ? Promise.resolve()
        : Promise.reject(new Error(t('dialog.urlFormat')));
    },
  };

  return (
    <Modal
      open={open}
      title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')}
      onCancel={close}
      destroyOnHidden
      footer={null}
      width={600}
    >
      <Form<Values>
        form={form}
        name="webhook-endpoint"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          url: editing?.url ?? '',
          events: editing?.events ?? [],
          on: editing?.on ?? true,
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="url"
          label={t('dialog.url')}
          extra={t('dialog.urlHelp')}
          rules={[urlRule]}
          validateDebounce={300}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={webhookLimits.urlMax}
            placeholder={EXAMPLE_URL}
            autoFocus
          />
        </Form.Item>
        <Form.Item
          name="events"
          label={t('dialog.events')}
          rules={[{ required: true, type: 'array', min: 1, message: t('dialog.eventsRequired') }]}
        >
          <Checkbox.Group className="webhooks-events">
            {webhookEventTypes.map((type) => (
              <Checkbox key={type} value={type} className="webhooks-event">
                <span className="webhooks-event__name">{eventName(t, type)}</span>
                <span className="webhooks-event__type">{type}</span>
                <span className="webhooks-event__description">{eventDescription(t, type)}</span>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          name="on"
          label={t('dialog.on')}
          extra={t('dialog.onHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        {failure ? (
          <Alert className="webhooks-alert" type="error" showIcon title={failure} />
        ) : null}
        <div className="webhooks-dialog__actions">
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('dialog.save')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
