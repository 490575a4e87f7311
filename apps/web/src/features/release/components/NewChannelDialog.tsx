import { releaseLimits, textLength } from '@vrportal/contract';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreateAppChannel } from '../api/create-app-channel';

interface Values {
  name: string;
  descpt?: string;
}

/** "New channel": a name of 2-80 characters and a description of at most 100, with counters. */
export function NewChannelDialog({
  appId,
  open,
  onClose,
}: {
  appId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('release');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateAppChannel(appId);
  const { channelNameMin: min, channelNameMax: max, channelDescptMax } = releaseLimits;

  const submit = async () => {
    const values = await form.validateFields();
    await create.mutateAsync({ name: values.name.trim(), descpt: (values.descpt ?? '').trim() });
    void message.success(t('channels.created'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('channels.newTitle')}
      okText={t('channels.create')}
      cancelText={t('channels.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="name"
          label={t('channels.channelName')}
          rules={[
            { required: true, whitespace: true, message: t('channels.channelNameRequired') },
            {
              validator: async (_, value: string | undefined) => {
                const n = textLength((value ?? '').trim());
                if (n > 0 && (n < min || n > max)) {
                  throw new Error(t('channels.channelNameLength', { min, max }));
                }
              },
            },
          ]}
        >
          <Input showCount maxLength={max} autoFocus />
        </Form.Item>
        <Form.Item
          name="descpt"
          label={t('channels.descpt')}
          rules={[
            {
              max: channelDescptMax,
              message: t('channels.descptLength', { max: channelDescptMax }),
            },
          ]}
        >
          <Input.TextArea
            showCount
            maxLength={channelDescptMax}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
